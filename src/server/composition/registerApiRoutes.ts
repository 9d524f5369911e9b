import type { FastifyInstance } from 'fastify'
import { PgOperationsFigures } from '../../adapters/db/PgOperationsFigures'
import type { SqlDatabase } from '../../adapters/db/SqlDatabase'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { OperationsConfig, ServerConfig } from '../config/ServerConfig'
import { contentSecurityPolicy } from '../http/contentSecurityPolicy'
import { limitNodeReads } from '../http/limitNodeReads'
import { ResponseCache } from '../http/ResponseCache'
import { WindowRateLimiter } from '../http/WindowRateLimiter'
import { webAppConnectSources } from '../http/webAppConnectSources'
import { registerMetrics, type VoucherCounter } from '../metrics/registerMetrics'
import { registerBountyRoutes } from '../routes/registerBountyRoutes'
import { registerBridgeRoutes } from '../routes/registerBridgeRoutes'
import { registerDeploymentRoutes } from '../routes/registerDeploymentRoutes'
import { registerExchangeRoutes } from '../routes/registerExchangeRoutes'
import { registerHealthRoutes } from '../routes/registerHealthRoutes'
import { registerIndexerRoutes } from '../routes/registerIndexerRoutes'
import { registerInviteRoutes } from '../routes/registerInviteRoutes'
import { registerLeaderboardRoutes } from '../routes/registerLeaderboardRoutes'
import { registerMarketRoutes } from '../routes/registerMarketRoutes'
import { registerMiningRoutes } from '../routes/registerMiningRoutes'
import { registerSeasonRoutes } from '../routes/registerSeasonRoutes'
import { registerWebAppRoutes } from '../routes/registerWebAppRoutes'
import { SERVER_VERSION } from '../serverVersion'
import type { BridgeRelayer } from '../workers/BridgeRelayer'
import type { IndexerWorker } from '../workers/IndexerWorker'
import type { SendingBalances } from '../workers/SendingBalances'
import type { Programmes } from './composeProgrammes'
import type { ServerPorts } from './ServerPorts'

/** The workers as they are now: they are started after the routes exist (a replica runs none). */
export interface RunningWorkers {
  worker(): IndexerWorker | undefined
  relayer(): BridgeRelayer | undefined
  sending(): SendingBalances
}

/** What the routes are built from. */
export interface ApiRoutesContext {
  config: ServerConfig
  operations: OperationsConfig
  records: DeploymentRecord[]
  database: SqlDatabase
  ports: ServerPorts
  programmes: Programmes
  running: RunningWorkers
}

/**
 * Registers every route of the server: metrics first (when on), the node-read limit, then each programme's routes with
 * its rate limits, the indexer's and health's, and the web app when it is served. Gives the voucher counter the
 * metrics registered, or undefined without them.
 */
export function registerApiRoutes(app: FastifyInstance, context: ApiRoutesContext): VoucherCounter | undefined {
  const { config, operations, records, ports, programmes, running } = context
  const chainIds = records.map((record) => record.chainId)
  const isWriter = () => running.worker()?.isWriter() ?? false
  const status = () => running.worker()?.status()
  const perIp = () => new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs)
  const perAddress = () => new WindowRateLimiter(config.rateLimit.perAddress, config.rateLimit.windowMs)
  const countVoucher = operations.metrics
    ? registerMetrics(app, {
        chains: chainIds,
        market: ports.market,
        figures: new PgOperationsFigures(context.database),
        status,
        reorgs: () => running.worker()?.reorgCounts(),
        isWriter,
        sending: () => running.sending().status(),
        now: () => Math.floor(Date.now() / 1000),
      })
    : undefined
  limitNodeReads(app, new WindowRateLimiter(operations.nodeReadsPerIp, config.rateLimit.windowMs))
  // the TTL bounds how long a replica serves what another process's writer moved; on PGlite there is no other
  // process, every write is this indexer's and changes the version, so an entry lives until the version moves
  // (a TTL's refresh would only run the query again, blocking PGlite's one thread under load); 0 still caches nothing
  const ttlMs = config.databaseUrl || config.cacheTtlMs === 0 ? config.cacheTtlMs : Number.POSITIVE_INFINITY
  registerMarketRoutes(app, {
    market: ports.market,
    records,
    cache: new ResponseCache(ttlMs, () => running.worker()?.version() ?? ''),
    readsPerIp: new WindowRateLimiter(config.rateLimit.readPerIp, config.rateLimit.windowMs),
  })
  registerInviteRoutes(app, { bindings: programmes.invitationBindings, perIp: perIp(), perAddress: perAddress() })
  registerMiningRoutes(app, {
    mining: programmes.mining,
    vouchers: programmes.rewardVouchers,
    chains: chainIds,
    vouchersPerIp: perIp(),
  })
  registerExchangeRoutes(app, {
    exchange: programmes.exchange,
    releaseWithdrawals: programmes.releaseWithdrawals,
    chains: chainIds,
    withdrawalsPerIp: perIp(),
  })
  registerBridgeRoutes(app, {
    bridge: programmes.bridge,
    collections: programmes.bridgeCollections,
    signaturesPerIp: perIp(),
    signaturesPerAddress: perAddress(),
  })
  registerSeasonRoutes(app, {
    seasons: programmes.seasons,
    titles: programmes.titles,
    chains: chainIds,
    vouchersPerIp: perIp(),
  })
  registerBountyRoutes(app, {
    bounty: programmes.bounty,
    rewards: programmes.bountyRewards,
    chains: chainIds,
    vouchersPerIp: perIp(),
    clock: ports.clock,
  })
  registerLeaderboardRoutes(app, { leaderboard: programmes.leaderboard, chains: chainIds })
  registerIndexerRoutes(app, {
    chains: config.chains,
    market: ports.market,
    status,
    relayerStatus: () => running.relayer()?.status(),
    isWriter,
  })
  registerDeploymentRoutes(app, records)
  registerHealthRoutes(app, {
    chains: config.chains,
    market: ports.market,
    status,
    isWriter,
    sending: () => running.sending().status(),
    version: SERVER_VERSION,
    databaseTimeoutMs: 2_000,
  })
  if (config.webRoot) {
    const rpcUrls = records.map((record) => config.rpcUrls[record.chainId] ?? record.rpcUrl)
    const csp = contentSecurityPolicy(webAppConnectSources(config.webRoot, rpcUrls), { devnet: config.devnet })
    registerWebAppRoutes(app, { root: config.webRoot, csp, devnet: config.devnet })
  }
  return countVoucher
}
