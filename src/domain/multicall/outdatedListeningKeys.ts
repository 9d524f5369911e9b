import type { CallResult } from './Call'

/**
 * The listened call keys that need a read at `latestBlockNumber`: those never answered, and those whose result is
 * `blocksPerFetch` or more blocks old, unless a read for a recent enough block is already under way. With
 * `blocksPerFetch` 1 every new block refreshes a call; with N a call read at block B is read again from block B + N.
 */
export function outdatedListeningKeys(
  callResults: Readonly<Record<string, CallResult>>,
  listeningKeys: Readonly<Record<string, number>>,
  latestBlockNumber: number | undefined,
): string[] {
  if (latestBlockNumber === undefined) return []
  return Object.keys(listeningKeys).filter((key) => {
    const result = callResults[key]
    if (!result) return true
    const minDataBlockNumber = latestBlockNumber - (listeningKeys[key]! - 1)
    if (result.fetchingBlockNumber !== undefined && result.fetchingBlockNumber >= minDataBlockNumber) return false
    return result.blockNumber === undefined || result.blockNumber < minDataBlockNumber
  })
}
