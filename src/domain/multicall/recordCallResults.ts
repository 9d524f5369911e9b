import type { CallResult } from './Call'
import type { MulticallState } from './MulticallState'

/**
 * Stores the return data read at `blockNumber` (`null` for a reverted call); a result already held for a later block
 * is kept, so results only move forward (mutates `state`). Returns the keys whose result changed.
 */
export function recordCallResults(
  state: MulticallState,
  results: Readonly<Record<string, string | null>>,
  blockNumber: number,
): string[] {
  const changed: string[] = []
  for (const [key, data] of Object.entries(results)) {
    const current = state.callResults[key]
    if ((current?.blockNumber ?? 0) > blockNumber) continue
    const next: CallResult = { data, blockNumber }
    if (current?.fetchingBlockNumber !== undefined && current.fetchingBlockNumber > blockNumber) {
      next.fetchingBlockNumber = current.fetchingBlockNumber
    }
    state.callResults[key] = next
    changed.push(key)
  }
  return changed
}
