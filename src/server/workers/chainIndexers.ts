import { ChainIndexer } from '../../adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../../adapters/rpc/FetchJsonRpc'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { ChainEventStore } from '../../ports/ChainEventStore'
import type { ServerConfig } from '../config/ServerConfig'

/**
 * One indexer per deployed chain, following its factory, pairs and every programme contract its record names. No
 * node is probed here: a chain whose node is down must not stop the server (its indexer retries it).
 */
export function chainIndexers(
  deployments: readonly DeploymentRecord[],
  store: ChainEventStore,
  config: Pick<ServerConfig, 'rpcUrls' | 'indexer'>,
): ChainIndexer[] {
  const lower = (address: string | undefined) => address?.toLowerCase()
  return deployments.map(
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
        lpMining: lower(record.contracts.lpMining),
        exchangeContracts: [record.contracts.dkConverter, record.contracts.investment].flatMap((address) =>
          address ? [address.toLowerCase()] : [],
        ),
        seasons: lower(record.contracts.seasons),
        titleNft: lower(record.contracts.titleNft),
        bridge:
          record.contracts.bridge && record.bridge
            ? { address: record.contracts.bridge.toLowerCase(), peerChainId: record.bridge.peerChainId }
            : undefined,
        gameRecords: lower(record.contracts.gameRecords),
        prizePool: lower(record.contracts.prizePool),
      }),
  )
}
