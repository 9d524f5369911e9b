import type { JsonRpcProvider } from 'ethers'
import type { FastifyInstance } from 'fastify'
import { Container } from 'inversify'
import { SystemClock } from '../adapters/clock/SystemClock'
import { openDatabase } from '../adapters/db/openDatabase'
import { PgBountyCredits } from '../adapters/db/PgBountyCredits'
import { PgBridgeEvents } from '../adapters/db/PgBridgeEvents'
import { PgBridgeRecords } from '../adapters/db/PgBridgeRecords'
import { PgBridgeRelays } from '../adapters/db/PgBridgeRelays'
import { PgBridgeReservations } from '../adapters/db/PgBridgeReservations'
import { PgChainEventStore } from '../adapters/db/PgChainEventStore'
import { PgDirectorSnapshots } from '../adapters/db/PgDirectorSnapshots'
import { PgExchangeEvents } from '../adapters/db/PgExchangeEvents'
import { PgFinalHeads } from '../adapters/db/PgFinalHeads'
import { PgGameRoundEvents } from '../adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../adapters/db/PgInvitations'
import { PgMarketData } from '../adapters/db/PgMarketData'
import { PgMiningEvents } from '../adapters/db/PgMiningEvents'
import { PgOperationsFigures } from '../adapters/db/PgOperationsFigures'
import { PgPrizeDrawEvents } from '../adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../adapters/db/PgRewardLedger'
import { PgSeasonEvents } from '../adapters/db/PgSeasonEvents'
import { PgSeasonSettlements } from '../adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../adapters/db/SqlDatabase'
import { FetchJsonRpc } from '../adapters/rpc/FetchJsonRpc'
import { RpcAccountCode } from '../adapters/rpc/RpcAccountCode'
import { RpcBridgeChainReads } from '../adapters/rpc/RpcBridgeChainReads'
import { RpcExchangeChainReads } from '../adapters/rpc/RpcExchangeChainReads'
import { RpcLiquidityTokenReads } from '../adapters/rpc/RpcLiquidityTokenReads'
import { RpcRewardsPaid } from '../adapters/rpc/RpcRewardsPaid'
import { Eip712ClaimSigner } from '../adapters/signer/Eip712ClaimSigner'
import { EthersMessageVerifier } from '../adapters/signer/EthersMessageVerifier'
import { EthersTypedDataVerifier } from '../adapters/signer/EthersTypedDataVerifier'
import { DEVNET_BRIDGE_QUOTA_TERMS } from '../domain/bridge/bridgeQuota'
import { AccountCode } from '../ports/AccountCode'
import { BountyCredits } from '../ports/BountyCredits'
import { BridgeEvents } from '../ports/BridgeEvents'
import { BridgeRecords } from '../ports/BridgeRecords'
import { BridgeRelays } from '../ports/BridgeRelays'
import { BridgeReservations } from '../ports/BridgeReservations'
import { ChainEventStore } from '../ports/ChainEventStore'
import { ClaimSigner } from '../ports/ClaimSigner'
import { Clock } from '../ports/Clock'
import { DirectorSnapshots } from '../ports/DirectorSnapshots'
import { ExchangeEvents } from '../ports/ExchangeEvents'
import { FinalHeads } from '../ports/FinalHeads'
import { GameRoundEvents } from '../ports/GameRoundEvents'
import { Invitations } from '../ports/Invitations'
import { MarketData } from '../ports/MarketData'
import { MiningEvents } from '../ports/MiningEvents'
import { PrizeDrawEvents } from '../ports/PrizeDrawEvents'
import { RewardLedger } from '../ports/RewardLedger'
import { SeasonEvents } from '../ports/SeasonEvents'
import { SeasonSettlements } from '../ports/SeasonSettlements'
import { SignedMessageVerifier } from '../ports/SignedMessageVerifier'
import { checkSignerKey } from './config/checkSignerKey'
import { checkFinalityDepths } from './config/finalityDepth'
import { readServerDeployments } from './config/readServerDeployments'
import { DEFAULT_OPERATIONS, type ServerConfig } from './config/ServerConfig'
import { contentSecurityPolicy } from './http/contentSecurityPolicy'
import { createHttpApp } from './http/createHttpApp'
import { limitNodeReads } from './http/limitNodeReads'
import { ResponseCache } from './http/ResponseCache'
import { WindowRateLimiter } from './http/WindowRateLimiter'
import { webAppConnectSources } from './http/webAppConnectSources'
import { countedClaimSigner } from './metrics/countedClaimSigner'
import { registerMetrics, type VoucherCounter } from './metrics/registerMetrics'
import { BountyCrediter } from './programmes/BountyCrediter'
import { BountyReadModel } from './programmes/BountyReadModel'
import { BridgeQuotas } from './programmes/BridgeQuotas'
import { BridgeReadModel } from './programmes/BridgeReadModel'
import { DirectorLeaderboard } from './programmes/DirectorLeaderboard'
import { ExchangeReadModel } from './programmes/ExchangeReadModel'
import { finalMiningEvents } from './programmes/finalMiningEvents'
import { importSeededInvitations } from './programmes/importSeededInvitations'
import { LastGoodLpSupplies } from './programmes/LastGoodLpSupplies'
import { MiningLedgers } from './programmes/MiningLedgers'
import { MiningReadModel } from './programmes/MiningReadModel'
import { SeasonLedgers } from './programmes/SeasonLedgers'
import { SeasonReadModel } from './programmes/SeasonReadModel'
import { SeasonSettler } from './programmes/SeasonSettler'
import { registerBountyRoutes } from './routes/registerBountyRoutes'
import { registerBridgeRoutes } from './routes/registerBridgeRoutes'
import { registerDeploymentRoutes } from './routes/registerDeploymentRoutes'
import { registerExchangeRoutes } from './routes/registerExchangeRoutes'
import { registerHealthRoutes } from './routes/registerHealthRoutes'
import { registerIndexerRoutes } from './routes/registerIndexerRoutes'
import { registerInviteRoutes } from './routes/registerInviteRoutes'
import { registerLeaderboardRoutes } from './routes/registerLeaderboardRoutes'
import { registerMarketRoutes } from './routes/registerMarketRoutes'
import { registerMiningRoutes } from './routes/registerMiningRoutes'
import { registerSeasonRoutes } from './routes/registerSeasonRoutes'
import { registerWebAppRoutes } from './routes/registerWebAppRoutes'
import { sendingAccounts } from './sendingAccounts'
import { SERVER_VERSION } from './serverVersion'
import { BridgeRelayer } from './workers/BridgeRelayer'
import { bridgeRelayRoutes } from './workers/bridgeRelayRoutes'
import { chainIndexers } from './workers/chainIndexers'
import { IndexerWorker } from './workers/IndexerWorker'
import { LeaderboardWorker } from './workers/LeaderboardWorker'
import { operatedPrizePools } from './workers/operatedPrizePools'
import { PrizeDrawOperator } from './workers/PrizeDrawOperator'
import { SendingBalances } from './workers/SendingBalances'

/** The composed server: the HTTP app, the indexer worker (when enabled) and what to close on shutdown. */
export interface ComposedServer {
  app: FastifyInstance
  worker: IndexerWorker | undefined
  /** Watches the gas of the accounts the server sends from (every replica). */
  sending: SendingBalances
  /** Takes the daily leaderboard snapshots (with the indexer). */
  leaderboardWorker: LeaderboardWorker | undefined
  /** Pays the bridge's collections on the peer chain (with the indexer, as the writer). */
  relayer: BridgeRelayer | undefined
  /** Commits, seals and reveals the scheduled prize draws (with the indexer, when a draw operator key is set). */
  drawOperator: PrizeDrawOperator | undefined
  database: SqlDatabase
  close(): Promise<void>
}

/**
 * The server's one composition root: opens the database (migrations included), binds each port to its adapter in
 * an inversify container, and builds the routes and the indexer worker from it. Nothing else reads the container.
 */
export async function composeServer(config: ServerConfig): Promise<ComposedServer> {
  checkSignerKey(config.signerKey, config.devnet) // also for a configuration built in code, not by loadServerConfig
  if (config.bridge.relayerKey) checkSignerKey(config.bridge.relayerKey, config.devnet, 'FOMO_RELAYER_KEY')
  checkFinalityDepths(config.finalityDepth, config.chains, config.devnet)
  const deployments = await readServerDeployments(config)
  const chainIds = deployments.map((record) => record.chainId)
  const operations = config.operations ?? DEFAULT_OPERATIONS
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: config.pgliteDir,
    timeouts: operations.database,
  })
  try {
    const container = new Container()
    container.bind<Clock>(Clock).toConstantValue(new SystemClock())
    container.bind<ChainEventStore>(ChainEventStore).toConstantValue(new PgChainEventStore(database))
    container.bind<MarketData>(MarketData).toConstantValue(new PgMarketData(database))
    container.bind<FinalHeads>(FinalHeads).toConstantValue(new PgFinalHeads(database, config.finalityDepth))
    container.bind<Invitations>(Invitations).toConstantValue(new PgInvitations(database))
    container.bind<SignedMessageVerifier>(SignedMessageVerifier).toConstantValue(new EthersMessageVerifier())
    container.bind<MiningEvents>(MiningEvents).toConstantValue(new PgMiningEvents(database))
    container.bind<ExchangeEvents>(ExchangeEvents).toConstantValue(new PgExchangeEvents(database))
    container.bind<BridgeEvents>(BridgeEvents).toConstantValue(new PgBridgeEvents(database))
    container.bind<BridgeRelays>(BridgeRelays).toConstantValue(new PgBridgeRelays(database))
    container.bind<SeasonEvents>(SeasonEvents).toConstantValue(new PgSeasonEvents(database))
    container.bind<GameRoundEvents>(GameRoundEvents).toConstantValue(new PgGameRoundEvents(database))
    container.bind<PrizeDrawEvents>(PrizeDrawEvents).toConstantValue(new PgPrizeDrawEvents(database))
    container.bind<BountyCredits>(BountyCredits).toConstantValue(new PgBountyCredits(database))
    container.bind<RewardLedger>(RewardLedger).toConstantValue(new PgRewardLedger(database))
    container.bind<SeasonSettlements>(SeasonSettlements).toConstantValue(new PgSeasonSettlements(database))
    container.bind<DirectorSnapshots>(DirectorSnapshots).toConstantValue(new PgDirectorSnapshots(database))
    // every claim signature is counted (fomo_vouchers_signed_total) once the metrics are registered
    let countVoucher: VoucherCounter = () => {}
    container
      .bind<ClaimSigner>(ClaimSigner)
      .toConstantValue(countedClaimSigner(new Eip712ClaimSigner(config.signerKey), (kind) => countVoucher(kind)))
    container
      .bind<BridgeReservations>(BridgeReservations)
      .toConstantValue(new PgBridgeReservations(database, config.finalityDepth))
    container.bind<BridgeRecords>(BridgeRecords).toConstantValue(new PgBridgeRecords(database))
    // a collection is paid out once the bridge's confirmations and the source chain's finality depth are both behind it
    const payoutDepth: Record<number, number> = {}
    for (const chainId of chainIds) {
      payoutDepth[chainId] = Math.max(config.bridge.confirmations[chainId] ?? 1, config.finalityDepth[chainId] ?? 0)
    }
    const rpcs = new Map(
      deployments.map((record) => [
        record.chainId,
        new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
      ]),
    )
    container.bind<AccountCode>(AccountCode).toConstantValue(
      new RpcAccountCode((chainId, address) => {
        const rpc = rpcs.get(chainId)
        if (!rpc) throw new Error(`chain ${chainId} is not served here`)
        return rpc.send('eth_getCode', [address, 'latest'])
      }),
    )
    // what the screens show stands at the indexed heads; what is signed or paid at the final heads (issue 26)
    const finalEvents = finalMiningEvents(
      container.get<MiningEvents>(MiningEvents),
      container.get<FinalHeads>(FinalHeads),
    )
    const miningLedgers = new MiningLedgers(container.get<MiningEvents>(MiningEvents))
    const finalMiningLedgers = new MiningLedgers(finalEvents)
    const mining = new MiningReadModel({
      ledgers: miningLedgers,
      finalLedgers: finalMiningLedgers,
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
      finality: container.get<FinalHeads>(FinalHeads),
      reads: new RpcExchangeChainReads(rpcs),
      signer: container.get<ClaimSigner>(ClaimSigner),
      clock: container.get<Clock>(Clock),
    })
    // get-convert-config values pledges on every chain: a hung node answers from the last good LP supplies
    const lastGoodSupplies = new LastGoodLpSupplies(new RpcLiquidityTokenReads(rpcs))
    const bridge = new BridgeReadModel({
      suppliesAge: (chainId) => lastGoodSupplies.ageOf(chainId),
      records: deployments,
      quotas: new BridgeQuotas({
        records: deployments,
        mining: finalMiningLedgers,
        market: container.get<MarketData>(MarketData),
        lpReads: lastGoodSupplies,
        reservations: container.get<BridgeReservations>(BridgeReservations),
        terms: config.bridge.quota ?? DEVNET_BRIDGE_QUOTA_TERMS,
      }),
      reservations: container.get<BridgeReservations>(BridgeReservations),
      bridgeRecords: container.get<BridgeRecords>(BridgeRecords),
      heads: container.get<MiningEvents>(MiningEvents),
      reads: new RpcBridgeChainReads(rpcs),
      signer: container.get<ClaimSigner>(ClaimSigner),
      clock: container.get<Clock>(Clock),
      deadlineSeconds: config.bridge.deadlineSeconds,
      confirmations: (chainId) => payoutDepth[chainId] ?? 1,
      verifier: new EthersTypedDataVerifier(),
    })
    const seasonLedgers = new SeasonLedgers(
      container.get<MiningEvents>(MiningEvents),
      container.get<SeasonEvents>(SeasonEvents),
      container.get<Invitations>(Invitations),
    )
    const finalSeasonLedgers = new SeasonLedgers(
      finalEvents,
      container.get<SeasonEvents>(SeasonEvents),
      container.get<Invitations>(Invitations),
    )
    const settler = new SeasonSettler(finalSeasonLedgers, container.get<SeasonSettlements>(SeasonSettlements))
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
    const bountyDeps = {
      records: deployments,
      rounds: container.get<GameRoundEvents>(GameRoundEvents),
      draws: container.get<PrizeDrawEvents>(PrizeDrawEvents),
      invitations: container.get<Invitations>(Invitations),
      market: container.get<MarketData>(MarketData),
      rewards: container.get<RewardLedger>(RewardLedger),
      credits: container.get<BountyCredits>(BountyCredits),
      vouchers: mining,
    }
    const finalBounty = new BountyReadModel({ ...bountyDeps, mining: finalEvents })
    const bounty = new BountyReadModel({
      ...bountyDeps,
      mining: container.get<MiningEvents>(MiningEvents),
      payouts: finalBounty,
    })
    const crediter = new BountyCrediter(finalBounty, container.get<BountyCredits>(BountyCredits))
    const leaderboard = new DirectorLeaderboard({
      // a snapshot served all day stands on final blocks
      events: finalEvents,
      snapshots: container.get<DirectorSnapshots>(DirectorSnapshots),
      chains: chainIds,
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
    let relayer: BridgeRelayer | undefined
    let drawOperator: PrizeDrawOperator | undefined
    const providers: JsonRpcProvider[] = []
    let sending = new SendingBalances([], operations.lowGasWei, 30_000, { info() {}, warn() {} })
    const app = await createHttpApp({
      appOrigin: config.appOrigin,
      logLevel: config.logLevel,
      timeouts: config.timeouts,
      trustedProxies: operations.trustedProxies,
      routes: (app) => {
        if (operations.metrics) {
          countVoucher = registerMetrics(app, {
            chains: chainIds,
            market: container.get<MarketData>(MarketData),
            figures: new PgOperationsFigures(database),
            status: () => worker?.status(),
            reorgs: () => worker?.reorgCounts(),
            isWriter: () => worker?.isWriter() ?? false,
            sending: () => sending.status(),
            now: () => Math.floor(Date.now() / 1000),
          })
        }
        limitNodeReads(app, new WindowRateLimiter(operations.nodeReadsPerIp, config.rateLimit.windowMs))
        // the TTL bounds how long a replica serves what another process's writer moved; on PGlite there is no other
        // process, every write is this indexer's and changes the version, so an entry lives until the version moves
        // (a TTL's refresh would only run the query again, blocking PGlite's one thread under load); 0 still caches nothing
        const ttlMs = config.databaseUrl || config.cacheTtlMs === 0 ? config.cacheTtlMs : Number.POSITIVE_INFINITY
        const cache = new ResponseCache(ttlMs, () => worker?.version() ?? '')
        registerMarketRoutes(app, {
          market: container.get<MarketData>(MarketData),
          records: deployments,
          cache,
          readsPerIp: new WindowRateLimiter(config.rateLimit.readPerIp, config.rateLimit.windowMs),
        })
        registerInviteRoutes(app, {
          invitations: container.get<Invitations>(Invitations),
          verifier: container.get<SignedMessageVerifier>(SignedMessageVerifier),
          code: container.get<AccountCode>(AccountCode),
          perIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
          perAddress: new WindowRateLimiter(config.rateLimit.perAddress, config.rateLimit.windowMs),
          chains: config.chains,
          clock: container.get<Clock>(Clock),
        })
        registerMiningRoutes(app, {
          mining,
          chains: chainIds,
          vouchersPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerExchangeRoutes(app, {
          exchange,
          chains: chainIds,
          withdrawalsPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerBridgeRoutes(app, {
          bridge,
          signaturesPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
          signaturesPerAddress: new WindowRateLimiter(config.rateLimit.perAddress, config.rateLimit.windowMs),
        })
        registerSeasonRoutes(app, {
          seasons,
          chains: chainIds,
          vouchersPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
        })
        registerBountyRoutes(app, {
          bounty,
          chains: chainIds,
          vouchersPerIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
          clock: container.get<Clock>(Clock),
        })
        registerLeaderboardRoutes(app, { leaderboard, chains: chainIds })
        registerIndexerRoutes(app, {
          chains: config.chains,
          market: container.get<MarketData>(MarketData),
          status: () => worker?.status(),
          relayerStatus: () => relayer?.status(),
          isWriter: () => worker?.isWriter() ?? false,
        })
        registerDeploymentRoutes(app, deployments)
        registerHealthRoutes(app, {
          chains: config.chains,
          market: container.get<MarketData>(MarketData),
          status: () => worker?.status(),
          isWriter: () => worker?.isWriter() ?? false,
          sending: () => sending.status(),
          version: SERVER_VERSION,
          databaseTimeoutMs: 2_000,
        })
        if (config.webRoot) {
          const rpcUrls = deployments.map((record) => config.rpcUrls[record.chainId] ?? record.rpcUrl)
          const csp = contentSecurityPolicy(webAppConnectSources(config.webRoot, rpcUrls), { devnet: config.devnet })
          registerWebAppRoutes(app, { root: config.webRoot, csp, devnet: config.devnet })
        }
      },
    })
    // every replica watches the sending accounts' gas (any may become the writer that sends)
    sending = new SendingBalances(
      sendingAccounts(deployments, config),
      operations.lowGasWei,
      Math.max(30_000, config.indexer.pollMs * 10),
      app.log,
    )
    if (config.indexer.enabled) {
      const store = container.get<ChainEventStore>(ChainEventStore)
      const indexers = chainIndexers(deployments, store, config)
      const settle = async (chainId: number) => {
        const settled = await settler.settleDue(chainId)
        if (settled.length > 0) app.log.info({ chainId, seasons: settled }, 'seasons settled')
        const credited = await crediter.creditDue(chainId)
        if (credited > 0) app.log.info({ chainId, credits: credited }, 'bounty credited')
        return settled.length > 0 || credited > 0
      }
      const indexed = async (chainId: number) => {
        relayer?.wake() // the relayer looks at once at what the indexer just committed
        return settle(chainId)
      }
      worker = new IndexerWorker(
        indexers,
        store,
        config.indexer.pollMs,
        app.log,
        Date.now,
        indexed,
        config.indexer.writerPollMs,
      )
      const relayerKey = config.bridge.relayerKey
      const routes = relayerKey
        ? bridgeRelayRoutes({
            deployments,
            rpcUrls: config.rpcUrls,
            rpcTimeoutMs: config.indexer.rpcTimeoutMs,
            relayerKey,
            confirmations: payoutDepth,
            log: app.log,
          })
        : []
      if (routes.length > 0) {
        const writer = worker
        relayer = new BridgeRelayer({
          routes,
          collections: container.get<BridgeEvents>(BridgeEvents),
          relays: container.get<BridgeRelays>(BridgeRelays),
          heads: container.get<MiningEvents>(MiningEvents),
          isWriter: () => writer.isWriter(),
          pollMs: config.indexer.pollMs,
          backoff: config.relayerBackoff ?? { baseMs: 1_000, maxMs: 300_000 },
          log: app.log,
        })
      }
      const pools = operatedPrizePools(deployments, config.rpcUrls, config.drawOperatorKey, config.indexer.rpcTimeoutMs)
      if (pools.length > 0) {
        const isWriter = () => worker?.isWriter() ?? false
        const signer = container.get<ClaimSigner>(ClaimSigner)
        drawOperator = new PrizeDrawOperator(
          pools,
          signer,
          isWriter,
          Math.max(1_000, config.indexer.pollMs * 5),
          app.log,
        )
        providers.push(...pools.map((entry) => entry.provider))
      }
      leaderboardWorker = new LeaderboardWorker(
        leaderboard,
        chainIds,
        Math.max(1_000, config.indexer.pollMs * 10),
        app.log,
      )
    }
    return {
      app,
      worker,
      sending,
      leaderboardWorker,
      relayer,
      drawOperator,
      database,
      async close() {
        // requests first: the listener closes (a restart can bind the port at once) and the answers under way finish
        await app.close()
        // then the workers, together: each finishes the step under way, whose node and database calls all time out
        await Promise.all([
          relayer?.stop(),
          drawOperator?.stop(),
          leaderboardWorker?.stop(),
          worker?.stop(),
          sending.stop(),
        ])
        for (const provider of providers) provider.destroy()
        await database.close()
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
