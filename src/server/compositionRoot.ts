import type { FastifyInstance } from 'fastify'
import { openDatabase } from '../adapters/db/openDatabase'
import type { SqlDatabase } from '../adapters/db/SqlDatabase'
import { bindServerPorts } from './composition/bindServerPorts'
import { composeProgrammes } from './composition/composeProgrammes'
import { composeWorkers, type ServerWorkers } from './composition/composeWorkers'
import { registerApiRoutes } from './composition/registerApiRoutes'
import { checkSignerKey } from './config/checkSignerKey'
import { checkFinalityDepths } from './config/finalityDepth'
import { readServerDeployments } from './config/readServerDeployments'
import { DEFAULT_OPERATIONS, type ServerConfig } from './config/ServerConfig'
import { createHttpApp } from './http/createHttpApp'
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
