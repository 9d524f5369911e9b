import type { MulticallState } from './MulticallState'

/**
 * Marks the calls of a failed chunk as fetched at `fetchingBlockNumber` with `null` data (spec section 8), unless a
 * newer read has started for them since (mutates `state`). Returns the keys it marked.
 */
export function recordCallFetchError(
  state: MulticallState,
  keys: readonly string[],
  fetchingBlockNumber: number,
): string[] {
  const marked: string[] = []
  for (const key of keys) {
    const current = state.callResults[key]
    if (current?.fetchingBlockNumber !== fetchingBlockNumber) continue
    state.callResults[key] = { data: null, blockNumber: fetchingBlockNumber }
    marked.push(key)
  }
  return marked
}
