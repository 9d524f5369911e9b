import type { MulticallState } from './MulticallState'

/** Records that `keys` are being read at `fetchingBlockNumber`, keeping a later read already under way (mutates `state`). */
export function markCallsFetching(state: MulticallState, keys: readonly string[], fetchingBlockNumber: number): void {
  for (const key of keys) {
    const result = state.callResults[key] ?? {}
    if (result.fetchingBlockNumber === undefined || result.fetchingBlockNumber < fetchingBlockNumber) {
      state.callResults[key] = { ...result, fetchingBlockNumber }
    }
  }
}
