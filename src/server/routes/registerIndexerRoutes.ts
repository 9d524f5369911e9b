import type { FastifyInstance } from 'fastify'
import type { MarketData } from '../../ports/MarketData'
import type { RelayRouteStatus } from '../workers/BridgeRelayer'
import type { ChainIndexStatus } from '../workers/ChainIndexStatus'

/** The served chains, the stored checkpoints and the indexer's live status (none when this server indexes nothing). */
export interface IndexerRoutesDeps {
  chains: readonly number[]
  market: MarketData
  status: () => ChainIndexStatus[] | undefined
  /** The bridge relayer's directions (none when this server relays nothing). */
  relayerStatus?: () => RelayRouteStatus[] | undefined
  /** Whether this replica holds the writer lock now (indexes, relays and draws); false when it indexes nothing. */
  isWriter?: () => boolean
}

/**
 * GET /api/indexer/status: per served chain its state (indexing, degraded while its node fails, standby, off), the
 * head its node last reported, the indexed checkpoint, the lag between them and the last error with its time; and
 * the stored checkpoints (number and hash) as before; and the bridge relayer's directions (state: relaying, standby
 * when another replica writes, degraded with its last error while a pass fails); and `writer`, whether this replica
 * holds the writer lock now (of several replicas on one database, exactly one does once they have started).
 */
export function registerIndexerRoutes(app: FastifyInstance, deps: IndexerRoutesDeps): void {
  app.get('/api/indexer/status', async () => {
    const checkpoints = await deps.market.checkpoints()
    const live = new Map((deps.status() ?? []).map((status) => [status.chainId, status]))
    const chains = deps.chains.map((chainId) => {
      const status = live.get(chainId) ?? {
        chainId,
        state: 'off' as const,
        head: null,
        lastError: null,
        lastErrorAt: null,
        retryInMs: null,
      }
      const indexed = checkpoints.find((checkpoint) => checkpoint.chainId === chainId)?.number ?? null
      const lag = status.head !== null && indexed !== null ? Math.max(0, status.head - indexed) : null
      return { ...status, indexed, lag }
    })
    const writer = deps.isWriter?.() ?? false
    return { code: 0, msg: 'ok', data: { writer, chains, checkpoints, relayer: deps.relayerStatus?.() ?? [] } }
  })
}
