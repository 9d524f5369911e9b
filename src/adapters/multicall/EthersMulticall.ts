import type { Provider } from 'ethers'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'
import { RpcMulticall, type RpcMulticallOptions } from './RpcMulticall'

/** A chain the adapter reads: its Multicall3 and the provider (ethers batches its JSON-RPC with a 50 ms wait). */
export interface MulticallChain {
  chainId: number
  multicallAddress: string
  provider: Provider
}

/** Tuning shared by every chain: chunk size, listener debounce, random source and chunk-error logging. */
export type EthersMulticallOptions = RpcMulticallOptions

/** The Multicall port over ethers providers (the terminal, the server): RpcMulticall with ethers' `call`. */
export class EthersMulticall extends RpcMulticall {
  constructor(
    chains: readonly MulticallChain[],
    blocks: BlockNumbers,
    clock: Clock,
    options: EthersMulticallOptions = {},
  ) {
    super(
      chains.map((chain) => ({
        chainId: chain.chainId,
        multicallAddress: chain.multicallAddress,
        ethCall: (to, data) => chain.provider.call({ to, data }),
        blockNumber: () => chain.provider.getBlockNumber(),
      })),
      blocks,
      clock,
      options,
    )
  }
}
