import { JsonRpcProvider } from 'ethers'
import { AbiContractCalls } from '../adapters/contracts/AbiContractCalls'
import { MulticallLiquidityTokenReads } from '../adapters/multicall/MulticallLiquidityTokenReads'
import { MulticallTokenAllowances } from '../adapters/multicall/MulticallTokenAllowances'
import { MulticallTokenBalances } from '../adapters/multicall/MulticallTokenBalances'
import { MulticallTokenMetadata } from '../adapters/multicall/MulticallTokenMetadata'
import { MulticallV1Liquidity } from '../adapters/multicall/MulticallV1Liquidity'
import { RegistryNameResolver } from '../adapters/names/RegistryNameResolver'
import { EthersGasEstimator } from '../adapters/rpc/EthersGasEstimator'
import type { ContractCalls } from '../ports/ContractCalls'
import type { GasEstimator } from '../ports/GasEstimator'
import type { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import type { Multicall } from '../ports/Multicall'
import type { NameResolver } from '../ports/NameResolver'
import type { TokenAllowances } from '../ports/TokenAllowances'
import type { TokenBalances } from '../ports/TokenBalances'
import type { TokenMetadata } from '../ports/TokenMetadata'
import type { V1Liquidity } from '../ports/V1Liquidity'
import type { AppConfig } from './config/AppConfig'

/** The contract-read adapters beyond the live reads, over the same Multicall3 batch per chain and block. */
export interface ChainReads {
  balances: TokenBalances
  allowances: TokenAllowances
  metadata: TokenMetadata
  liquidity: LiquidityTokenReads
  gas: GasEstimator
  names: NameResolver
  calls: ContractCalls
  /** First-generation (V1) exchanges: the factory's exchange of a token, an account's LP and the reserves. */
  v1: V1Liquidity
}

/**
 * Part of the composition root, loaded on first use (a send, a token import, a name lookup, a permit) so that ethers
 * stays out of the first route's JavaScript: the reads over the live reads' multicall (one batch per block for all),
 * gas estimates, the chain's name service (from its deployment record) and the ABI encoding of the calls it sends.
 */
export function createChainReads(config: AppConfig, multicall: Multicall): ChainReads {
  const providers = new Map(
    config.chains.map((chain) => [
      chain.chainId,
      new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true }),
    ]),
  )
  const multicallAddress = (chainId: number) =>
    config.chains.find((chain) => chain.chainId === chainId)?.deployment.contracts.multicall ?? ''
  return {
    balances: new MulticallTokenBalances(multicall),
    allowances: new MulticallTokenAllowances(multicall),
    metadata: new MulticallTokenMetadata(multicall),
    liquidity: new MulticallLiquidityTokenReads(multicall),
    gas: new EthersGasEstimator(providers),
    calls: new AbiContractCalls(),
    v1: new MulticallV1Liquidity(multicall, multicallAddress),
    names: new RegistryNameResolver(
      config.chains.map((chain) => ({
        chainId: chain.chainId,
        provider: providers.get(chain.chainId)!,
        ...(chain.deployment.contracts.nameRegistry ? { registry: chain.deployment.contracts.nameRegistry } : {}),
      })),
    ),
  }
}
