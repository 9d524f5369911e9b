import type { Provider } from 'ethers'
import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { Call, CallAnswer, CallResult } from '../../domain/multicall/Call'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'
import type { Multicall, WatchOptions } from '../../ports/Multicall'
import { ChainMulticall, type ChainMulticallOptions } from './ChainMulticall'
import { multicall3ChunkFetcher } from './multicall3ChunkFetcher'

/** A chain the adapter reads: its Multicall3 and the provider (ethers batches its JSON-RPC with a 50 ms wait). */
export interface MulticallChain {
  chainId: number
  multicallAddress: string
  provider: Provider
}

/** Tuning shared by every chain: chunk size, listener debounce, random source and chunk-error logging. */
export type EthersMulticallOptions = Omit<
  ChainMulticallOptions,
  'chainId' | 'fetchChunk' | 'blocks' | 'clock' | 'readBlockNumber'
>

/**
 * The Multicall port over ethers v6 and each chain's Multicall3: one ChainMulticall updater per chain, reading
 * through `tryBlockAndAggregate`, so every read of a screen or command costs one `eth_call` per block and chunk.
 */
export class EthersMulticall implements Multicall {
  private readonly updaters = new Map<number, ChainMulticall>()

  constructor(
    chains: readonly MulticallChain[],
    blocks: BlockNumbers,
    clock: Clock,
    options: EthersMulticallOptions = {},
  ) {
    for (const chain of chains) {
      const fetchChunk = multicall3ChunkFetcher(chain.multicallAddress, chain.provider)
      const readBlockNumber = () => chain.provider.getBlockNumber()
      this.updaters.set(
        chain.chainId,
        new ChainMulticall({ ...options, chainId: chain.chainId, fetchChunk, blocks, readBlockNumber, clock }),
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

  private updater(chainId: number): ChainMulticall {
    const updater = this.updaters.get(chainId)
    if (!updater) throw new UnsupportedChainError(chainId)
    return updater
  }
}
