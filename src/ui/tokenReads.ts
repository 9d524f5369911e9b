import { JsonRpcProvider } from 'ethers'
import { EthersMulticall } from '../adapters/multicall/EthersMulticall'
import { MulticallTokenBalances } from '../adapters/multicall/MulticallTokenBalances'
import { MulticallTokenMetadata } from '../adapters/multicall/MulticallTokenMetadata'
import type { BlockNumbers } from '../ports/BlockNumbers'
import type { Clock } from '../ports/Clock'
import type { TokenBalances } from '../ports/TokenBalances'
import type { TokenMetadata } from '../ports/TokenMetadata'
import type { AppConfig } from './config/AppConfig'

/** The contract-read adapters the token selection needs. */
export interface TokenReads {
  balances: TokenBalances
  metadata: TokenMetadata
}

/**
 * Part of the composition root, loaded on first use so that ethers stays out of the first route's JavaScript: each
 * chain's Multicall3 over its RPC (reads batched per block, only when a view asks), and the token reads over it.
 */
export function createTokenReads(config: AppConfig, blocks: BlockNumbers, clock: Clock): TokenReads {
  const multicall = new EthersMulticall(
    config.chains.map((chain) => ({
      chainId: chain.chainId,
      multicallAddress: chain.deployment.contracts.multicall,
      provider: new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true }),
    })),
    blocks,
    clock,
  )
  return { balances: new MulticallTokenBalances(multicall), metadata: new MulticallTokenMetadata(multicall) }
}
