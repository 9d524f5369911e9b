/**
 * How the indexing of one chain stands, as GET /api/indexer/status shows it: `indexing` while its node answers,
 * `degraded` while its node fails (retried with back-off; the other chains go on), `standby` while another replica
 * holds the writer lock, `off` when this server runs no indexer.
 */
export interface ChainIndexStatus {
  chainId: number
  state: 'starting' | 'indexing' | 'degraded' | 'standby' | 'off'
  /** The newest block the chain's node reported; null until it answered. */
  head: number | null
  /** The last failure (kept after recovery, with its time), or null. */
  lastError: string | null
  lastErrorAt: string | null
  /** When degraded: the wait before the next attempt. */
  retryInMs: number | null
}
