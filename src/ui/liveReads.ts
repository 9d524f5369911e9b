import { postJsonRpc } from '../adapters/browser/postJsonRpc'
import type { Multicall } from '../adapters/multicall/Multicall'
import { MulticallChainReads } from '../adapters/multicall/MulticallChainReads'
import { MulticallLiveReads } from '../adapters/multicall/MulticallLiveReads'
import { RpcMulticall } from '../adapters/multicall/RpcMulticall'
import type { BlockNumbers } from '../ports/BlockNumbers'
import type { ChainReads } from '../ports/ChainReads'
import type { Clock } from '../ports/Clock'
import type { LiveChainReads } from '../ports/LiveChainReads'
import type { AppConfig } from './config/AppConfig'

/** The reads every screen shares: one Multicall3 updater per chain, the live (per-block) and one-shot reads over it. */
export interface LiveReads {
  multicall: Multicall
  live: LiveChainReads
  reads: ChainReads
}

/**
 * Part of the composition root: each chain's Multicall3 over plain `fetch` JSON-RPC with the hand-written codec, so
 * the first page reads reserves, balances and allowances without loading ethers (which comes with the first send,
 * token import or name lookup, see ethersAdapters).
 */
export function createLiveReads(config: AppConfig, blocks: BlockNumbers, clock: Clock): LiveReads {
  const multicall = new RpcMulticall(
    config.chains.map((chain) => ({
      chainId: chain.chainId,
      multicallAddress: chain.deployment.contracts.multicall,
      ethCall: async (to, data) => (await postJsonRpc(chain.rpcUrl, 'eth_call', [{ to, data }, 'latest'])) as string,
      blockNumber: async () => Number(await postJsonRpc(chain.rpcUrl, 'eth_blockNumber')),
    })),
    blocks,
    clock,
  )
  const multicallAddress = (chainId: number) =>
    config.chains.find((chain) => chain.chainId === chainId)?.deployment.contracts.multicall ?? ''
  return {
    multicall,
    live: new MulticallLiveReads(multicall, multicallAddress),
    reads: new MulticallChainReads(multicall, multicallAddress),
  }
}
