import type { Clock } from '../../ports/Clock'

/** After the read at confirmation, the server's figures are read again at these delays (ms): it indexes meanwhile. */
export const INDEXING_REFRESH_MS: readonly number[] = [500, 1_500, 3_500, 7_500]

/**
 * Reads a screen's server figures again after a transaction of its own confirmed: at once and then a few times over
 * the next seconds, because the page can hear of the block (new heads over WebSocket) before the server has indexed
 * it, and a devnet mines no later block to read at. Returns the cancel function.
 *
 * @example refreshWhileIndexing(clock, () => store.refresh())
 */
export function refreshWhileIndexing(clock: Clock, refresh: () => Promise<void>): () => void {
  void refresh()
  const cancels = INDEXING_REFRESH_MS.map((delay) => clock.schedule(delay, () => void refresh()))
  return () => {
    for (const cancel of cancels) cancel()
  }
}
