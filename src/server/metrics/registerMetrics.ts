import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { PgOperationsFigures } from '../../adapters/db/PgOperationsFigures'
import type { MarketData } from '../../ports/MarketData'
import type { ChainIndexStatus } from '../workers/ChainIndexStatus'
import type { SendingBalance } from '../workers/SendingBalances'

/** What the metrics read when scraped: the indexer, the database's figures, the sending accounts. */
export interface MetricsSources {
  chains: readonly number[]
  market: Pick<MarketData, 'checkpoints'>
  figures: PgOperationsFigures
  /** The indexer's live status per chain (none on a server that indexes nothing). */
  status: () => ChainIndexStatus[] | undefined
  reorgs: () => ReadonlyMap<number, number> | undefined
  isWriter: () => boolean
  sending: () => SendingBalance[]
  /** Unix seconds now: which UTC day's quota is counted. */
  now: () => number
}

/** Counts each claim signature (voucher, signed collection, title, withdrawal) by its EIP-712 primary type. */
export type VoucherCounter = (kind: string) => void

/**
 * The Prometheus metrics, through prom-client (its own registry, so several servers in one process do not mix), at
 * GET /metrics in the text format: the process's defaults (`fomo_process_*`, `fomo_nodejs_*`); per route, requests by
 * status and their latency; per chain, the indexed head, the node's head, the lag and the reorganisations; the bridge's
 * relay queue by direction and state with its attempts; the quota reserved today; the sending accounts' balances;
 * vouchers signed by kind; whether this replica is the writer. Register before the routes (it hooks every answer).
 * Returns the voucher counter for the claim signer.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): VoucherCounter {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'fomo_' })
  countRequests(app, registry)
  const gauge = gaugeIn(registry)
  registerChainGauges(gauge, sources)
  registerBridgeGauges(gauge, sources)
  registerSendingGauges(gauge, sources)
  const vouchers = new Counter({
    name: 'fomo_vouchers_signed_total',
    help: 'Claim signatures made by this process, by EIP-712 type (Reward, Collection, Title, Withdrawal, …)',
    labelNames: ['kind'],
    registers: [registry],
  })

  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType)
    return registry.metrics()
  })
  return (kind) => vouchers.inc({ kind })
}

/** A gauge read at each scrape. */
type GaugeOf = ReturnType<typeof gaugeIn>

/** Gauges in `registry` whose values `collect` sets at each scrape. */
function gaugeIn(registry: Registry) {
  return (name: string, help: string, labelNames: string[], collect: (g: Gauge) => Promise<void> | void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset()
        // a database or node that does not answer leaves the series out; the scrape itself still answers
        await Promise.resolve(collect(this)).catch(() => {})
      },
    })
}

/** Per route pattern, the requests answered by status and their latency. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'fomo_http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'fomo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern, never the raw URL (addresses in paths would make a series per visitor)
    const route = request.routeOptions.url ?? 'unmatched'
    if (route !== '/metrics') {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) })
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    }
    done() // a callback hook: an async one costs every answer a promise and a turn
  })
}

/** The writer flag and, per chain, the indexed head, the node's head, the lag, the state and the reorganisations. */
function registerChainGauges(gauge: GaugeOf, sources: MetricsSources): void {
  gauge('fomo_writer', '1 on the replica that indexes, relays and draws', [], (g) => {
    g.set(sources.isWriter() ? 1 : 0)
  })
  gauge('fomo_chain_indexed_head', 'The newest block indexed (confirmed) per chain', ['chain_id'], async (g) => {
    const checkpoints = await sources.market.checkpoints()
    for (const checkpoint of checkpoints) g.set({ chain_id: String(checkpoint.chainId) }, checkpoint.number)
  })
  gauge('fomo_chain_head', "The chain's head as its node last reported it (the writer)", ['chain_id'], (g) => {
    for (const status of sources.status() ?? []) {
      if (status.head !== null) g.set({ chain_id: String(status.chainId) }, status.head)
    }
  })
  gauge(
    'fomo_chain_lag_blocks',
    "Blocks between the node's head and the indexed head (the writer)",
    ['chain_id'],
    async (g) => {
      const checkpoints = new Map((await sources.market.checkpoints()).map((c) => [c.chainId, c.number]))
      for (const status of sources.status() ?? []) {
        const indexed = checkpoints.get(status.chainId)
        if (status.head !== null && indexed !== undefined) {
          g.set({ chain_id: String(status.chainId) }, Math.max(0, status.head - indexed))
        }
      }
    },
  )
  gauge('fomo_chain_up', '1 while the chain is indexed without failing, 0 while degraded', ['chain_id'], (g) => {
    for (const status of sources.status() ?? [])
      g.set({ chain_id: String(status.chainId) }, status.state === 'degraded' ? 0 : 1)
  })
  gauge('fomo_chain_reorgs_total', 'Reorganisations rolled back by this process as the writer', ['chain_id'], (g) => {
    for (const chainId of sources.chains) g.set({ chain_id: String(chainId) }, sources.reorgs()?.get(chainId) ?? 0)
  })
}

/** The bridge's relay queue by direction and state, with its attempts, and the quota reserved today. */
function registerBridgeGauges(gauge: GaugeOf, sources: MetricsSources): void {
  gauge(
    'fomo_bridge_relays',
    'Bridge payouts by direction and state (intent, sent, failed, delivered)',
    ['source_chain_id', 'target_chain_id', 'state'],
    async (g) => {
      for (const row of await sources.figures.relayQueue()) {
        const labels = { source_chain_id: String(row.sourceChainId), target_chain_id: String(row.targetChainId) }
        g.set({ ...labels, state: row.state }, row.count)
      }
    },
  )
  gauge(
    'fomo_bridge_relay_attempts',
    'Attempts of the bridge payouts by direction and state, added up',
    ['source_chain_id', 'target_chain_id', 'state'],
    async (g) => {
      for (const row of await sources.figures.relayQueue()) {
        const labels = { source_chain_id: String(row.sourceChainId), target_chain_id: String(row.targetChainId) }
        g.set({ ...labels, state: row.state }, row.attempts)
      }
    },
  )
  gauge(
    'fomo_bridge_quota_reserved_today_aura',
    'Bridge quota held by the reservations of the current UTC day (AURA), per source chain',
    ['source_chain_id'],
    async (g) => {
      const day = new Date(sources.now() * 1000).toISOString().slice(0, 10)
      for (const row of await sources.figures.quotaReserved(day)) {
        g.set({ source_chain_id: String(row.sourceChainId) }, Number(row.amount) / 1e18)
      }
    },
  )
}

/** The sending accounts' native balances, and whether each is low. */
function registerSendingGauges(gauge: GaugeOf, sources: MetricsSources): void {
  gauge(
    'fomo_sending_balance',
    "The native coin held by the server's sending accounts (relayer, draw operator), per chain",
    ['chain_id', 'role', 'address'],
    (g) => {
      for (const account of sources.sending()) {
        if (account.balance === null) continue
        const labels = { chain_id: String(account.chainId), role: account.role, address: account.address }
        g.set(labels, Number(BigInt(account.balance)) / 1e18)
      }
    },
  )
  gauge(
    'fomo_sending_balance_low',
    '1 while a sending account is below FOMO_LOW_GAS_BALANCE',
    ['chain_id', 'role'],
    (g) => {
      for (const account of sources.sending())
        g.set({ chain_id: String(account.chainId), role: account.role }, account.low ? 1 : 0)
    },
  )
}
