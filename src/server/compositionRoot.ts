import type { JsonRpcProvider } from 'ethers'
import type { FastifyInstance } from 'fastify'
import { Container } from 'inversify'
import { openDatabase } from '../adapters/db/openDatabase'
import { PgChainEventStore } from '../adapters/db/PgChainEventStore'
import { PgInvitations } from '../adapters/db/PgInvitations'
import { PgMarketData } from '../adapters/db/PgMarketData'
import type { SqlDatabase } from '../adapters/db/SqlDatabase'
import { FileDeploymentRecords } from '../adapters/deployment/FileDeploymentRecords'
import { ChainIndexer } from '../adapters/indexer/ChainIndexer'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import { FetchJsonRpc } from '../adapters/rpc/FetchJsonRpc'
import { EthersMessageVerifier } from '../adapters/signer/EthersMessageVerifier'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { ChainEventStore } from '../ports/ChainEventStore'
import { DeploymentRecords } from '../ports/DeploymentRecords'
import { Invitations } from '../ports/Invitations'
import { MarketData } from '../ports/MarketData'
import { SignedMessageVerifier } from '../ports/SignedMessageVerifier'
import type { ServerConfig } from './config/ServerConfig'
import { createHttpApp } from './http/createHttpApp'
import { ResponseCache } from './http/ResponseCache'
import { WindowRateLimiter } from './http/WindowRateLimiter'
import { registerInviteRoutes } from './routes/registerInviteRoutes'
import { registerMarketRoutes } from './routes/registerMarketRoutes'
import { registerWebAppRoutes } from './routes/registerWebAppRoutes'
import { IndexerWorker } from './workers/IndexerWorker'

/** The composed server: the HTTP app, the indexer worker (when enabled) and what to close on shutdown. */
export interface ComposedServer {
  app: FastifyInstance
  worker: IndexerWorker | undefined
  database: SqlDatabase
  close(): Promise<void>
}

/**
 * The server's one composition root: opens the database (migrations included), binds each port to its adapter in
 * an inversify container, and builds the routes and the indexer worker from it. Nothing else reads the container.
 */
export async function composeServer(config: ServerConfig): Promise<ComposedServer> {
  const records = new FileDeploymentRecords(config.devnetDir)
  const deployments: DeploymentRecord[] = []
  for (const chainId of config.chains) deployments.push(await records.read(chainId))
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: config.pgliteDir,
  })
  const providers: JsonRpcProvider[] = []
  try {
    const container = new Container()
    container.bind<DeploymentRecords>(DeploymentRecords).toConstantValue(records)
    container.bind<ChainEventStore>(ChainEventStore).toConstantValue(new PgChainEventStore(database))
    container.bind<MarketData>(MarketData).toConstantValue(new PgMarketData(database))
    container.bind<Invitations>(Invitations).toConstantValue(new PgInvitations(database))
    container.bind<SignedMessageVerifier>(SignedMessageVerifier).toConstantValue(new EthersMessageVerifier())

    let worker: IndexerWorker | undefined
    const app = await createHttpApp({
      appOrigin: config.appOrigin,
      logLevel: config.logLevel,
      routes: (app) => {
        const cache = new ResponseCache(config.cacheTtlMs, () => worker?.version() ?? '')
        registerMarketRoutes(app, { market: container.get<MarketData>(MarketData), records: deployments, cache })
        registerInviteRoutes(app, {
          invitations: container.get<Invitations>(Invitations),
          verifier: container.get<SignedMessageVerifier>(SignedMessageVerifier),
          perIp: new WindowRateLimiter(config.rateLimit.perIp, config.rateLimit.windowMs),
          perAddress: new WindowRateLimiter(config.rateLimit.perAddress, config.rateLimit.windowMs),
        })
        if (config.webRoot) registerWebAppRoutes(app, { root: config.webRoot })
      },
    })
    if (config.indexer.enabled) {
      const store = container.get<ChainEventStore>(ChainEventStore)
      const indexers: ChainIndexer[] = []
      for (const record of deployments) {
        const url = config.rpcUrls[record.chainId] ?? record.rpcUrl
        // checks the endpoint serves this chain (failing with what to do); the catch-up itself reads over fetch
        providers.push(await connectJsonRpc(url, record.chainId, { batchWaitMs: 2 }))
        indexers.push(
          new ChainIndexer({
            chainId: record.chainId,
            rpc: new FetchJsonRpc(url),
            store,
            factory: record.contracts.factory.toLowerCase(),
            startBlock: record.startBlock,
            knownPairs: record.pairs.map((pair) => ({ ...pair, createdBlock: record.startBlock })),
            confirmations: config.indexer.confirmations,
            rangeSize: config.indexer.rangeSize,
          }),
        )
      }
      worker = new IndexerWorker(indexers, store, config.indexer.pollMs, app.log)
    }
    return {
      app,
      worker,
      database,
      async close() {
        await worker?.stop()
        await app.close()
        for (const provider of providers) provider.destroy()
        await database.close()
      },
    }
  } catch (error) {
    for (const provider of providers) provider.destroy()
    await database.close().catch(() => {})
    throw error
  }
}
