import type { Clock } from '../../ports/Clock'

/** How far the server has indexed `chainId` (its `/api/indexer/status`), undefined when it cannot say. */
export type IndexedBlockOf = (chainId: number) => Promise<number | undefined>

/** How often the server's indexed block is asked while the confirming block is not indexed yet. */
export const INDEXED_POLL_MS = 250
/** After this long the figures are read anyway (a server that lags far, or indexes nothing). */
export const INDEXED_WAIT_MS = 60_000

/**
 * Reads a screen's server figures again once the server has indexed `block`, the block that confirmed a transaction
 * of the screen's own (issue 30 item 4): the figures read then include what the transaction changed, however long the
 * server takes, and are read once. The server's indexed block is asked every INDEXED_POLL_MS on the Clock; a failed
 * ask is asked again; after INDEXED_WAIT_MS the figures are read anyway. Returns the cancel function.
 *
 * @example refreshOnceIndexed(indexedBlockOf, clock, 128, receipt.blockNumber, () => store.refresh())
 */
export function refreshOnceIndexed(
  indexedBlockOf: IndexedBlockOf,
  clock: Clock,
  chainId: number,
  block: number,
  refresh: () => Promise<void> | void,
): () => void {
  let cancelled = false
  let cancelNext = () => {}
  const giveUpAt = clock.now() + INDEXED_WAIT_MS
  const ask = async () => {
    const indexed = await indexedBlockOf(chainId).catch(() => undefined)
    if (cancelled) return
    if ((indexed !== undefined && indexed >= block) || clock.now() >= giveUpAt) {
      void refresh()
      return
    }
    cancelNext = clock.schedule(INDEXED_POLL_MS, () => void ask())
  }
  void ask()
  return () => {
    cancelled = true
    cancelNext()
  }
}
