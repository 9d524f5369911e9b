import type { ListState, ListsState } from './ListsState'
import type { TokenList } from './TokenList'
import { validateTokenList } from './validateTokenList'

/** The token-list state as a store holds it: anything may be missing or damaged. */
export interface StoredListsState {
  readonly byUrl?: Readonly<Record<string, { current?: unknown; pendingUpdate?: unknown; error?: unknown }>>
  readonly selectedListUrl?: unknown
  readonly lastInitializedDefaultListOfLists?: unknown
}

function validOrNull(json: unknown): TokenList | null {
  if (json === null || json === undefined) return null
  try {
    return validateTokenList(json)
  } catch {
    return null // a damaged copy is dropped; the next refresh fetches the list again
  }
}

/**
 * The token-list state to start from after reading it from storage: every stored list validated again (one that no
 * longer passes is dropped, as if never fetched), no fetch in flight (a request id from an earlier run can never
 * complete), errors kept only as strings, and the selected URL and default-list record kept only if well-formed.
 *
 * @example const lists = restoreListsState(await listsStore.read())
 */
export function restoreListsState(stored: StoredListsState | undefined): ListsState {
  const byUrl: Record<string, ListState> = {}
  for (const [url, list] of Object.entries(stored?.byUrl ?? {})) {
    byUrl[url] = {
      current: validOrNull(list?.current),
      pendingUpdate: validOrNull(list?.pendingUpdate),
      loadingRequestId: null,
      error: typeof list?.error === 'string' ? list.error : null,
    }
  }
  const selected = stored?.selectedListUrl
  const defaults = stored?.lastInitializedDefaultListOfLists
  const state: ListsState = { byUrl, selectedListUrl: typeof selected === 'string' ? selected : undefined }
  return Array.isArray(defaults) && defaults.every((url) => typeof url === 'string')
    ? { ...state, lastInitializedDefaultListOfLists: defaults as string[] }
    : state
}
