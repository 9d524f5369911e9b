import type { CallResult } from './Call'

/**
 * Whether every listened call holds a result recent enough for `blockNumber`: read at that block or later, or (for a
 * call refreshed every N blocks) no more than N − 1 blocks before it. `true` when nothing is listened to.
 *
 * @example listenedResultsFresh({ k: { data: '0x', blockNumber: 12 } }, { k: 1 }, 12) // true
 */
export function listenedResultsFresh(
  callResults: Readonly<Record<string, CallResult>>,
  listeningKeys: Readonly<Record<string, number>>,
  blockNumber: number,
): boolean {
  return Object.entries(listeningKeys).every(([key, blocksPerFetch]) => {
    const read = callResults[key]?.blockNumber
    return read !== undefined && read >= blockNumber - (blocksPerFetch - 1)
  })
}
