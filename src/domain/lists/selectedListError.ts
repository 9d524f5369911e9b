import { CannotShowTokenListError } from '../errors/CannotShowTokenListError'
import type { ListsState } from './ListsState'

/**
 * Why the selected token list cannot be shown (spec section 8: 'could not show token list'): it is selected but the
 * state does not hold it, or its fetch failed with no earlier copy kept; `undefined` while it shows, before its first
 * fetch ends, or when no list is selected.
 *
 * @example selectedListError({ byUrl: { [url]: { current: null, error: 'Failed…', … } }, selectedListUrl: url })?.message // 'could not show token list'
 */
export function selectedListError(state: ListsState): CannotShowTokenListError | undefined {
  const url = state.selectedListUrl
  if (url === undefined) return undefined
  const list = state.byUrl[url]
  if (list === undefined) return new CannotShowTokenListError(url, null)
  if (list.current || list.loadingRequestId || list.error === null) return undefined
  return new CannotShowTokenListError(url, list.error)
}
