import type { JsonRpcProvider } from 'ethers'
import type { FastifyBaseLogger } from 'fastify'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { ServerConfig } from '../config/ServerConfig'
import { BridgeRelayer } from '../workers/BridgeRelayer'
import { bridgeRelayRoutes } from '../workers/bridgeRelayRoutes'
import { chainIndexers } from '../workers/chainIndexers'
import { IndexerWorker } from '../workers/IndexerWorker'
import { LeaderboardWorker } from '../workers/LeaderboardWorker'
import { operatedPrizePools } from '../workers/operatedPrizePools'
import { PrizeDrawOperator } from '../workers/PrizeDrawOperator'
import type { Programmes } from './composeProgrammes'
import type { ServerPorts } from './ServerPorts'

/** The indexer and what runs beside it on the writer; a replica without the indexer runs none. */
export interface ServerWorkers {
  worker: IndexerWorker
  /** Pays the bridge's collections on the peer chain (when a relayer key is set). */
  relayer: BridgeRelayer | undefined
  /** Commits, seals and reveals the scheduled prize draws (when a draw operator key is set). */
  drawOperator: PrizeDrawOperator | undefined
  /** Takes the daily leaderboard snapshots. */
  leaderboardWorker: LeaderboardWorker
  /** The draw operator's providers, destroyed at shutdown. */
  providers: JsonRpcProvider[]
}

/**
 * Builds the indexer worker and the workers beside it (the server starts them). After each committed range the relayer is woken and the
 * seasons and bounty credits that fell due are settled; `payoutDepth` is the blocks a collection waits before it is
 * paid on the peer chain.
 */
export function composeWorkers(
  config: ServerConfig,
  records: readonly DeploymentRecord[],
  ports: ServerPorts,
  programmes: Programmes,
  payoutDepth: Readonly<Record<number, number>>,
  log: FastifyBaseLogger,
): ServerWorkers {
  const chainIds = records.map((record) => record.chainId)
  let relayer: BridgeRelayer | undefined
  const settle = async (chainId: number) => {
    const settled = await programmes.settler.settleDue(chainId)
    if (settled.length > 0) log.info({ chainId, seasons: settled }, 'seasons settled')
    const credited = await programmes.crediter.creditDue(chainId)
    if (credited > 0) log.info({ chainId, credits: credited }, 'bounty credited')
    return settled.length > 0 || credited > 0
  }
  const indexed = async (chainId: number) => {
    relayer?.wake() // the relayer looks at once at what the indexer just committed
    return settle(chainId)
  }
  const worker = new IndexerWorker(
    chainIndexers(records, ports.events, config),
    ports.events,
    config.indexer.pollMs,
    log,
    Date.now,
    indexed,
    config.indexer.writerPollMs,
  )
  const isWriter = () => worker.isWriter()
  const relayerKey = config.bridge.relayerKey
  const routes = relayerKey
    ? bridgeRelayRoutes({
        deployments: records,
        rpcUrls: config.rpcUrls,
        rpcTimeoutMs: config.indexer.rpcTimeoutMs,
        relayerKey,
        confirmations: payoutDepth,
        log,
      })
    : []
  if (routes.length > 0) {
    relayer = new BridgeRelayer({
      routes,
      collections: ports.bridgeEvents,
      relays: ports.bridgeRelays,
      heads: ports.heads,
      isWriter,
      pollMs: config.indexer.pollMs,
      backoff: config.relayerBackoff ?? { baseMs: 1_000, maxMs: 300_000 },
      log,
    })
  }
  const pools = operatedPrizePools(records, config.rpcUrls, config.drawOperatorKey, config.indexer.rpcTimeoutMs)
  const drawOperator =
    pools.length > 0
      ? new PrizeDrawOperator(pools, ports.claimSigner, isWriter, Math.max(1_000, config.indexer.pollMs * 5), log)
      : undefined
  const leaderboardWorker = new LeaderboardWorker(
    programmes.snapshotter,
    chainIds,
    Math.max(1_000, config.indexer.pollMs * 10),
    log,
  )
  return { worker, relayer, drawOperator, leaderboardWorker, providers: pools.map((entry) => entry.provider) }
}
