import type { FastifyInstance } from 'fastify'
import { Container } from 'inversify'
import { SystemClock } from '../adapters/clock/SystemClock'
import { openDatabase } from '../adapters/db/openDatabase'
import { PgChainEventStore } from '../adapters/db/PgChainEventStore'
import { PgDirectorSnapshots } from '../adapters/db/PgDirectorSnapshots'
import { PgExchangeEvents } from '../adapters/db/PgExchangeEvents'
import { PgInvitations } from '../adapters/db/PgInvitations'
import { PgMarketData } from '../adapters/db/PgMarketData'
import { PgMiningEvents } from '../adapters/db/PgMiningEvents'
import { PgRewardLedger } from '../adapters/db/PgRewardLedger'
import { PgSeasonEvents } from '../adapters/db/PgSeasonEvents'
import { PgSeasonSettlements } from '../adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../adapters/db/SqlDatabase'
import { FileDeploymentRecords } from '../adapters/deployment/FileDeploymentRecords'
import { ChainIndexer } from '../adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../adapters/rpc/FetchJsonRpc'
import { RpcExchangeChainReads } from '../adapters/rpc/RpcExchangeChainReads'
import { RpcLiquidityTokenReads } from '../adapters/rpc/RpcLiquidityTokenReads'
import { RpcRewardsPaid } from '../adapters/rpc/RpcRewardsPaid'
import { Eip712ClaimSigner } from '../adapters/signer/Eip712ClaimSigner'
import { EthersMessageVerifier } from '../adapters/signer/EthersMessageVerifier'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { ChainEventStore } from '../ports/ChainEventStore'
import { ClaimSigner } from '../ports/ClaimSigner'
import { Clock } from '../ports/Clock'
import { DeploymentRecords } from '../ports/DeploymentRecords'
import { DirectorSnapshots } from '../ports/DirectorSnapshots'
import { ExchangeEvents } from '../ports/ExchangeEvents'
import { Invitations } from '../ports/Invitations'
import { MarketData } from '../ports/MarketData'
import { MiningEvents } from '../ports/MiningEvents'
import { RewardLedger } from '../ports/RewardLedger'
import { SeasonEvents } from '../ports/SeasonEvents'
import { SeasonSettlements } from '../ports/SeasonSettlements'
import { SignedMessageVerifier } from '../ports/SignedMessageVerifier'
import { checkSignerKey } from './config/checkSignerKey'
import type { ServerConfig } from './config/ServerConfig'
import { contentSecurityPolicy } from './http/contentSecurityPolicy'
import { createHttpApp } from './http/createHttpApp'
import { ResponseCache } from './http/ResponseCache'
import { WindowRateLimiter } from './http/WindowRateLimiter'
import { webAppConnectSources } from './http/webAppConnectSources'
import { DirectorLeaderboard } from './programmes/DirectorLeaderboard'
import { ExchangeReadModel } from './programmes/ExchangeReadModel'
import { importSeededInvitations } from './programmes/importSeededInvitations'
import { MiningLedgers } from './programmes/MiningLedgers'
import { MiningReadModel } from './programmes/MiningReadModel'
import { SeasonLedgers } from './programmes/SeasonLedgers'
import { SeasonReadModel } from './programmes/SeasonReadModel'
import { SeasonSettler } from './programmes/SeasonSettler'
import { registerExchangeRoutes } from './routes/registerExchangeRoutes'
import { registerIndexerRoutes } from './routes/registerIndexerRoutes'
import { registerInviteRoutes } from './routes/registerInviteRoutes'
import { registerLeaderboardRoutes } from './routes/registerLeaderboardRoutes'
import { registerMarketRoutes } from './routes/registerMarketRoutes'
import { registerMiningRoutes } from './routes/registerMiningRoutes'
import { registerSeasonRoutes } from './routes/registerSeasonRoutes'
import { registerWebAppRoutes } from './routes/registerWebAppRoutes'
import { IndexerWorker } from './workers/IndexerWorker'
import { LeaderboardWorker } from './workers/LeaderboardWorker'

/** The composed server: the HTTP app, the indexer worker (when enabled) and what to close on shutdown. */
export interface ComposedServer {
  app: FastifyInstance
  worker: IndexerWorker | undefined
  /** Takes the daily leaderboard snapshots (with the indexer). */
  leaderboardWorker: LeaderboardWorker | undefined
  database: SqlDatabase
  close(): Promise<void>
}

/**
 * The server's one composition root: opens the database (migrations included), binds each port to its adapter in
 * an inversify container, and builds the routes and the indexer worker from it. Nothing else reads the container.
 */
export async function composeServer(config: ServerConfig): Promise<ComposedServer> {
  checkSignerKey(config.signerKey, config.devnet) // also for a configuration built in code, not by loadServerConfig
  const records = new FileDeploymentRecords(config.devnetDir)
  const deployments: DeploymentRecord[] = []
  for (const chainId of config.chains) deployments.push(await records.read(chainId))
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: config.pgliteDir,
  })
  try {
    const container = new Container()
    container.bind<DeploymentRecords>(DeploymentRecords).toConstantValue(records)
    container.bind<Clock>(Clock).toConstantValue(new SystemClock())
    container.bind<ChainEventStore>(ChainEventStore).toConstantValue(new PgChainEventStore(database))
    container.bind<MarketData>(MarketData).toConstantValue(new PgMarketData(database))
    container.bind<Invitations>(Invitations).toConstantValue(new PgInvitations(database))
    container.bind<SignedMessageVerifier>(SignedMessageVerifier).toConstantValue(new EthersMessageVerifier())
    container.bind<MiningEvents>(MiningEvents).toConstantValue(new PgMiningEvents(database))
    container.bind<ExchangeEvents>(ExchangeEvents).toConstantValue(new PgExchangeEvents(database))
    container.bind<SeasonEvents>(SeasonEvents).toConstantValue(new PgSeasonEvents(database))
    container.bind<RewardLedger>(RewardLedger).toConstantValue(new PgRewardLedger(database))
    container.bind<SeasonSettlements>(SeasonSettlements).toConstantValue(new PgSeasonSettlements(database))
    container.bind<DirectorSnapshots>(DirectorSnapshots).toConstantValue(new PgDirectorSnapshots(database))
    container.bind<ClaimSigner>(ClaimSigner).toConstantValue(new Eip712ClaimSigner(config.signerKey))
    const rpcs = new Map(
      deployments.map((record) => [
        record.chainId,
        new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
      ]),
    )
    const miningLedgers = new MiningLedgers(container.get<MiningEvents>(MiningEvents))
    const mining = new MiningReadModel({
      ledgers: miningLedgers,
      records: deployments,
      market: container.get<MarketData>(MarketData),
      lpReads: new RpcLiquidityTokenReads(rpcs),
      paid: new RpcRewardsPaid(rpcs),
      rewards: container.get<RewardLedger>(RewardLedger),
      signer: container.get<ClaimSigner>(ClaimSigner),
      clock: container.get<Clock>(Clock),
    })
    const exchange = new ExchangeReadModel({
      records: deployments,
      events: container.get<ExchangeEvents>(ExchangeEvents),
      heads: container.get<MiningEvents>(MiningEvents),
      reads: new RpcExchangeChainReads(rpcs),
      signer: container.get<ClaimSigner>(ClaimSigner),
      clock: container.get<Clock>(Clock),
    })
    const seasonLedgers = new SeasonLedgers(
      container.get<MiningEvents>(MiningEvents),
      container.get<SeasonEvents>(SeasonEvents),
      container.get<Invitations>(Invitations),
    )
    const settler = new SeasonSettler(seasonLedgers, container.get<SeasonSettlements>(SeasonSettlements))
    const seasons = new SeasonReadModel({
      ledgers: seasonLedgers,
      mining: miningLedgers,
      invitations: container.get<Invitations>(Invitations),
      records: deployments,
      settlements: container.get<SeasonSettlements>(SeasonSettlements),
      rewards: container.get<RewardLedger>(RewardLedger),
      signer: container.get<ClaimSigner>(ClaimSigner),
      clock: container.get<Clock>(Clock),
      market: container.get<MarketData>(MarketData),
    })
    const leaderboard = new DirectorLeaderboard({
      events: container.get<MiningEvents>(MiningEvents),
      snapshots: container.get<DirectorSnapshots>(DirectorSnapshots),
      chains: deployments.map((record) => record.chainId),
      timeZone: config.leaderboardTimeZone ?? 'UTC',
    })
    if (config.devnet) {
      // the devnet's seeded invitation tree (its records carry it signed): bindings live in this store
      await importSeededInvitations(
        deployments,
        container.get<Invitations>(Invitations),
        container.get<SignedMessageVerifier>(SignedMessageVerifier),
      )
    }

    let worker: IndexerWorker | undefined
    let leaderboardWorker: LeaderboardWorker | undefined
    const app = await createHttpApp({
      appOrigin: config.appOrigin,
      logLevel: config.logLevel,
      timeouts: config.timeouts,
      routes: (app) => {
        const cache = new ResponseCache(config.cacheTtlMs, () => worker?.version() ?? '')
        registerMarketRoutes(app, {
          market: container.get<MarketData>(MarketData),
          records: deployments,
          cache,
          readsPerIp: new WindowRateLimiter(config.rateLimit.readPerIp, config.rateLimit.windowMs),
        })
        registerInviteRoutes(app, {
          invitations: container.get<Invitations>(Invitations),
          verifier: container.get<SignedMessageVerifier>(SignedMessageVerifier),
          perIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
          perAddress: new WindowRateLimiter(config.rateLimit.perAddress, config.rateLimit.windowMs),
          chains: config.chains,
          clock: container.get<Clock>(Clock),
        })
        registerMiningRoutes(app, {
          mining,
          chains: deployments.map((record) => record.chainId),
          vouchersPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerExchangeRoutes(app, {
          exchange,
          chains: deployments.map((record) => record.chainId),
          withdrawalsPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerSeasonRoutes(app, {
          seasons,
          chains: deployments.map((record) => record.chainId),
          vouchersPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerLeaderboardRoutes(app, { leaderboard, chains: deployments.map((record) => record.chainId) })
        registerIndexerRoutes(app, {
          chains: config.chains,
          market: container.get<MarketData>(MarketData),
          status: () => worker?.status(),
        })
        if (config.webRoot) {
          const rpcUrls = deployments.map((record) => config.rpcUrls[record.chainId] ?? record.rpcUrl)
          const csp = contentSecurityPolicy(webAppConnectSources(config.webRoot, rpcUrls), { devnet: config.devnet })
          registerWebAppRoutes(app, { root: config.webRoot, csp })
        }
      },
    })
    if (config.indexer.enabled) {
      const store = container.get<ChainEventStore>(ChainEventStore)
      // no node is probed here: a chain whose node is down must not stop the server (its indexer retries it)
      const indexers = deployments.map(
        (record) =>
          new ChainIndexer({
            chainId: record.chainId,
            rpc: new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
            store,
            factory: record.contracts.factory.toLowerCase(),
            startBlock: record.startBlock,
            knownPairs: record.pairs.map((pair) => ({ ...pair, createdBlock: record.startBlock })),
            confirmations: config.indexer.confirmations,
            rangeSize: config.indexer.rangeSize,
            lpMining: record.contracts.lpMining?.toLowerCase(),
            exchangeContracts: [record.contracts.dkConverter, record.contracts.investment].flatMap((address) =>
              address ? [address.toLowerCase()] : [],
            ),
            seasons: record.contracts.seasons?.toLowerCase(),
            titleNft: record.contracts.titleNft?.toLowerCase(),
          }),
      )
      const settle = async (chainId: number) => {
        const settled = await settler.settleDue(chainId)
        if (settled.length > 0) app.log.info({ chainId, seasons: settled }, 'seasons settled')
        return settled.length > 0
      }
      worker = new IndexerWorker(indexers, store, config.indexer.pollMs, app.log, Date.now, settle)
      leaderboardWorker = new LeaderboardWorker(
        leaderboard,
        deployments.map((record) => record.chainId),
        Math.max(1_000, config.indexer.pollMs * 10),
        app.log,
      )
    }
    return {
      app,
      worker,
      leaderboardWorker,
      database,
      async close() {
        await leaderboardWorker?.stop()
        await worker?.stop()
        await app.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
