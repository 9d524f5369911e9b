import type { FastifyInstance } from 'fastify'
import type { MarketData } from '../../ports/MarketData'
import type { ChainIndexStatus } from '../workers/ChainIndexStatus'
import type { SendingBalance } from '../workers/SendingBalances'

/** What the health check reads: the indexed checkpoints (from the database), the indexer's live status, the lock. */
export interface HealthRoutesDeps {
  chains: readonly number[]
  market: MarketData
  /** The indexer's live status per chain (none when this server indexes nothing). */
  status: () => ChainIndexStatus[] | undefined
  /** Whether this replica holds the writer lock (it indexes, relays and operates the draws). */
  isWriter: () => boolean
  /** The gas of the accounts the server sends from (relayer, draw operator), as last read. */
  sending: () => SendingBalance[]
  /** The server's release (package.json's version). */
  version: string
  /** How long the database may take to answer before the check says it is unreachable (ms). */
  databaseTimeoutMs: number
}

/**
 * GET /api/health, for a load balancer or an orchestrator: 200 with `{status, version, writer, chains, sending}` (each
 * chain's indexed head and indexer state; each sending account's chain, role, address, balance in wei and whether it
 * is low on gas; status `degraded` while a chain's node fails or a sending account is low) when the database answers,
 * 503 with status `unavailable` when it does not (or not within `databaseTimeoutMs`). Never cached, never rate
 * limited, never logged (a load balancer asks it every few seconds).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthRoutesDeps): void {
  app.get('/api/health', { logLevel: 'silent' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const base = { version: deps.version, writer: deps.isWriter() }
    let checkpoints: Awaited<ReturnType<MarketData['checkpoints']>>
    try {
      checkpoints = await withTimeout(deps.market.checkpoints(), deps.databaseTimeoutMs)
    } catch (error) {
      app.log.warn({ err: error }, 'health: the database is unreachable') // the route's own log is silent
      return reply.code(503).send({
        code: 503,
        msg: 'Unavailable: the database does not answer',
        data: { status: 'unavailable', ...base, chains: [] },
      })
    }
    const live = new Map((deps.status() ?? []).map((status) => [status.chainId, status.state]))
    const chains = deps.chains.map((chainId) => ({
      chainId,
      indexedHead: checkpoints.find((checkpoint) => checkpoint.chainId === chainId)?.number ?? null,
      state: live.get(chainId) ?? 'off',
    }))
    const sending = deps.sending()
    const degraded = chains.some((chain) => chain.state === 'degraded') || sending.some((account) => account.low)
    return { code: 0, msg: 'ok', data: { status: degraded ? 'degraded' : 'ok', ...base, chains, sending } }
  })
}

/** `promise`, or a rejection once `ms` have passed without an answer. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
