import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { Call, CallAnswer, CallResult } from '../../domain/multicall/Call'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'
import { ChainMulticall, type ChainMulticallOptions } from './ChainMulticall'
import type { Multicall, WatchOptions } from './Multicall'
import { type EthCall, multicall3ChunkFetcher } from './multicall3ChunkFetcher'

/** A chain the adapter reads: its Multicall3, an `eth_call` and the node's latest block number. */
export interface RpcMulticallChain {
  chainId: number
  multicallAddress: string
  ethCall: EthCall
  blockNumber: () => Promise<number>
}

/** Tuning shared by every chain: chunk size, listener debounce, random source and chunk-error logging. */
export type RpcMulticallOptions = Omit<
  ChainMulticallOptions,
  'chainId' | 'fetchChunk' | 'blocks' | 'clock' | 'readBlockNumber'
>

/**
 * The Multicall port over each chain's Multicall3 and any JSON-RPC transport: one ChainMulticall updater per chain,
 * reading through `tryBlockAndAggregate`, so every read of a screen or command costs one `eth_call` per block and
 * chunk. The browser's first page uses it over `fetch` (no ABI library needed); the terminal over ethers.
 */
export class RpcMulticall implements Multicall {
  private readonly updaters = new Map<number, ChainMulticall>()

  constructor(
    chains: readonly RpcMulticallChain[],
    blocks: BlockNumbers,
    clock: Clock,
    options: RpcMulticallOptions = {},
  ) {
    for (const chain of chains) {
      this.updaters.set(
        chain.chainId,
        new ChainMulticall({
          ...options,
          chainId: chain.chainId,
          fetchChunk: multicall3ChunkFetcher(chain.multicallAddress, chain.ethCall),
          blocks,
          readBlockNumber: chain.blockNumber,
          clock,
        }),
      )
    }
  }

  read(chainId: number, calls: readonly Call[]): Promise<CallAnswer[]> {
    return this.updater(chainId).read(calls)
  }

  watch(
    chainId: number,
    calls: readonly Call[],
    onResults: (results: CallResult[]) => void,
    options: WatchOptions = {},
  ): () => void {
    return this.updater(chainId).watch(calls, onResults, options.blocksPerFetch ?? 1)
  }

  whenFresh(chainId: number, blockNumber: number): Promise<void> {
    return this.updaters.get(chainId)?.whenFresh(blockNumber) ?? Promise.resolve()
  }

  private updater(chainId: number): ChainMulticall {
    const updater = this.updaters.get(chainId)
    if (!updater) throw new UnsupportedChainError(chainId)
    return updater
  }
}
