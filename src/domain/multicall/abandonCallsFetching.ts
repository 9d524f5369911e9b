import type { MulticallState } from './MulticallState'

/**
 * Forgets that `keys` are being read at `fetchingBlockNumber` (the read was cancelled), so the next update reads them
 * again; a later read under way is kept (mutates `state`).
 */
export function abandonCallsFetching(
  state: MulticallState,
  keys: readonly string[],
  fetchingBlockNumber: number,
): void {
  for (const key of keys) {
    const current = state.callResults[key]
    if (current?.fetchingBlockNumber !== fetchingBlockNumber) continue
    const { fetchingBlockNumber: _dropped, ...rest } = current
    state.callResults[key] = rest
  }
}
