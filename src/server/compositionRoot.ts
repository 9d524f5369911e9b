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
import { PgChainHeads } from '../adapters/db/PgChainHeads'
import { PgDirectorSnapshots } from '../adapters/db/PgDirectorSnapshots'
import { PgExchangeEvents } from '../adapters/db/PgExchangeEvents'
import { PgFinalHeads } from '../adapters/db/PgFinalHeads'
import { PgGameRoundEvents } from '../adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../adapters/db/PgInvitations'
import { PgMarketData } from '../adapters/db/PgMarketData'
import { PgMiningEvents } from '../adapters/db/PgMiningEvents'
import { PgPrizeDrawEvents } from '../adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../adapters/db/PgRewardLedger'
import { PgSeasonEvents } from '../adapters/db/PgSeasonEvents'
import { PgSeasonSettlements } from '../adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../adapters/db/SqlDatabase'
import { FetchJsonRpc } from '../adapters/rpc/FetchJsonRpc'
import { RpcAccountCode } from '../adapters/rpc/RpcAccountCode'
import { Eip712ClaimSigner } from '../adapters/signer/Eip712ClaimSigner'
import { EthersMessageVerifier } from '../adapters/signer/EthersMessageVerifier'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { AccountCode } from '../ports/AccountCode'
import { BountyCredits } from '../ports/BountyCredits'
import { BridgeEvents } from '../ports/BridgeEvents'
import { BridgeRecords } from '../ports/BridgeRecords'
import { BridgeRelays } from '../ports/BridgeRelays'
import { BridgeReservations } from '../ports/BridgeReservations'
import { ChainEventStore } from '../ports/ChainEventStore'
import { ChainHeads } from '../ports/ChainHeads'
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
import { composeProgrammes } from './composition/composeProgrammes'
import { composeWorkers, type ServerWorkers } from './composition/composeWorkers'
import { registerApiRoutes } from './composition/registerApiRoutes'
import type { ServerPorts } from './composition/ServerPorts'
import { checkSignerKey } from './config/checkSignerKey'
import { checkFinalityDepths } from './config/finalityDepth'
import { readServerDeployments } from './config/readServerDeployments'
import { DEFAULT_OPERATIONS, type ServerConfig } from './config/ServerConfig'
import { createHttpApp } from './http/createHttpApp'
import { countedClaimSigner } from './metrics/countedClaimSigner'
import type { VoucherCounter } from './metrics/registerMetrics'
import { importSeededInvitations } from './programmes/importSeededInvitations'
import { sendingAccounts } from './sendingAccounts'
import type { BridgeRelayer } from './workers/BridgeRelayer'
import type { IndexerWorker } from './workers/IndexerWorker'
import type { LeaderboardWorker } from './workers/LeaderboardWorker'
import type { PrizeDrawOperator } from './workers/PrizeDrawOperator'
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
 * The server's one composition root: opens the database (migrations included), binds each port to its adapter
 * (`bindServerPorts`, the only reader of the inversify container), builds each programme from the ports, then the
 * routes and, when the indexer is on, the workers.
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
    // every claim signature is counted (fomo_vouchers_signed_total) once the metrics are registered
    let countVoucher: VoucherCounter = () => {}
    const ports = bindServerPorts(database, config, deployments, (kind) => countVoucher(kind))
    // a collection is paid out once the bridge's confirmations and the source chain's finality depth are both behind it
    const payoutDepth: Record<number, number> = {}
    for (const chainId of chainIds) {
      payoutDepth[chainId] = Math.max(config.bridge.confirmations[chainId] ?? 1, config.finalityDepth[chainId] ?? 0)
    }
    const programmes = composeProgrammes(ports, deployments, config, payoutDepth)
    if (config.devnet) {
      // the devnet's seeded invitation tree (its records carry it signed): bindings live in this store
      await importSeededInvitations(deployments, ports.invitations, ports.messageVerifier)
    }

    let workers: ServerWorkers | undefined
    let sending = new SendingBalances([], operations.lowGasWei, 30_000, { info() {}, warn() {} })
    const app = await createHttpApp({
      appOrigin: config.appOrigin,
      logLevel: config.logLevel,
      timeouts: config.timeouts,
      trustedProxies: operations.trustedProxies,
      routes: (app) => {
        const counter = registerApiRoutes(app, {
          config,
          operations,
          records: deployments,
          database,
          ports,
          programmes,
          running: { worker: () => workers?.worker, relayer: () => workers?.relayer, sending: () => sending },
        })
        if (counter) countVoucher = counter
      },
    })
    // every replica watches the sending accounts' gas (any may become the writer that sends)
    sending = new SendingBalances(
      sendingAccounts(deployments, config),
      operations.lowGasWei,
      Math.max(30_000, config.indexer.pollMs * 10),
      app.log,
    )
    if (config.indexer.enabled) workers = composeWorkers(config, deployments, ports, programmes, payoutDepth, app.log)
    return {
      app,
      worker: workers?.worker,
      sending,
      leaderboardWorker: workers?.leaderboardWorker,
      relayer: workers?.relayer,
      drawOperator: workers?.drawOperator,
      database,
      async close() {
        // requests first: the listener closes (a restart can bind the port at once) and the answers under way finish
        await app.close()
        // then the workers, together: each finishes the step under way, whose node and database calls all time out
        await Promise.all([
          workers?.relayer?.stop(),
          workers?.drawOperator?.stop(),
          workers?.leaderboardWorker.stop(),
          workers?.worker.stop(),
          sending.stop(),
        ])
        for (const provider of workers?.providers ?? []) provider.destroy()
        await database.close()
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}

/**
 * Binds each port to its adapter in an inversify container and reads them back as one object (the one place here
 * the container is built and read). `countVoucher` is asked at each claim signature (the metrics set it once registered).
 */
function bindServerPorts(
  database: SqlDatabase,
  config: ServerConfig,
  deployments: readonly DeploymentRecord[],
  countVoucher: VoucherCounter,
): ServerPorts {
  const rpcs = new Map(
    deployments.map((record) => [
      record.chainId,
      new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
    ]),
  )
  const container = new Container()
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  container.bind<ChainEventStore>(ChainEventStore).toConstantValue(new PgChainEventStore(database))
  container.bind<MarketData>(MarketData).toConstantValue(new PgMarketData(database))
  container.bind<FinalHeads>(FinalHeads).toConstantValue(new PgFinalHeads(database, config.finalityDepth))
  container.bind<Invitations>(Invitations).toConstantValue(new PgInvitations(database))
  container.bind<SignedMessageVerifier>(SignedMessageVerifier).toConstantValue(new EthersMessageVerifier())
  container.bind<ChainHeads>(ChainHeads).toConstantValue(new PgChainHeads(database))
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
  container
    .bind<ClaimSigner>(ClaimSigner)
    .toConstantValue(countedClaimSigner(new Eip712ClaimSigner(config.signerKey), countVoucher))
  container
    .bind<BridgeReservations>(BridgeReservations)
    .toConstantValue(new PgBridgeReservations(database, config.finalityDepth))
  container.bind<BridgeRecords>(BridgeRecords).toConstantValue(new PgBridgeRecords(database))
  container.bind<AccountCode>(AccountCode).toConstantValue(
    new RpcAccountCode((chainId, address) => {
      const rpc = rpcs.get(chainId)
      if (!rpc) throw new Error(`chain ${chainId} is not served here`)
      return rpc.send('eth_getCode', [address, 'latest'])
    }),
  )
  return {
    clock: container.get<Clock>(Clock),
    events: container.get<ChainEventStore>(ChainEventStore),
    market: container.get<MarketData>(MarketData),
    finalHeads: container.get<FinalHeads>(FinalHeads),
    invitations: container.get<Invitations>(Invitations),
    messageVerifier: container.get<SignedMessageVerifier>(SignedMessageVerifier),
    heads: container.get<ChainHeads>(ChainHeads),
    mining: container.get<MiningEvents>(MiningEvents),
    exchangeEvents: container.get<ExchangeEvents>(ExchangeEvents),
    bridgeEvents: container.get<BridgeEvents>(BridgeEvents),
    bridgeRelays: container.get<BridgeRelays>(BridgeRelays),
    bridgeReservations: container.get<BridgeReservations>(BridgeReservations),
    bridgeRecords: container.get<BridgeRecords>(BridgeRecords),
    seasonEvents: container.get<SeasonEvents>(SeasonEvents),
    seasonSettlements: container.get<SeasonSettlements>(SeasonSettlements),
    gameRounds: container.get<GameRoundEvents>(GameRoundEvents),
    prizeDraws: container.get<PrizeDrawEvents>(PrizeDrawEvents),
    bountyCredits: container.get<BountyCredits>(BountyCredits),
    rewards: container.get<RewardLedger>(RewardLedger),
    directorSnapshots: container.get<DirectorSnapshots>(DirectorSnapshots),
    claimSigner: container.get<ClaimSigner>(ClaimSigner),
    accountCode: container.get<AccountCode>(AccountCode),
    rpcs,
  }
}
