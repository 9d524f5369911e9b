import { JsonRpcProvider } from 'ethers'
import { AbiContractCalls } from '../adapters/contracts/AbiContractCalls'
import type { Multicall } from '../adapters/multicall/Multicall'
import { MulticallCapitalPoolReads } from '../adapters/multicall/MulticallCapitalPoolReads'
import { MulticallInvestmentReads } from '../adapters/multicall/MulticallInvestmentReads'
import { MulticallLiquidityTokenReads } from '../adapters/multicall/MulticallLiquidityTokenReads'
import { MulticallRewardsPaid } from '../adapters/multicall/MulticallRewardsPaid'
import { MulticallTokenAllowances } from '../adapters/multicall/MulticallTokenAllowances'
import { MulticallTokenMetadata } from '../adapters/multicall/MulticallTokenMetadata'
import { MulticallV1Liquidity } from '../adapters/multicall/MulticallV1Liquidity'
import { RegistryNameResolver } from '../adapters/names/RegistryNameResolver'
import { EthersGasEstimator } from '../adapters/rpc/EthersGasEstimator'
import { EthersMiningReads } from '../adapters/rpc/EthersMiningReads'
import { RpcExchangeChainReads } from '../adapters/rpc/RpcExchangeChainReads'
import type { CapitalPoolReads } from '../ports/CapitalPoolReads'
import type { ContractCalls } from '../ports/ContractCalls'
import type { ExchangeChainReads } from '../ports/ExchangeChainReads'
import type { GasEstimator } from '../ports/GasEstimator'
import type { InvestmentReads } from '../ports/InvestmentReads'
import type { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import type { LpMiningReads } from '../ports/LpMiningReads'
import type { NameResolver } from '../ports/NameResolver'
import type { RewardsPaid } from '../ports/RewardsPaid'
import type { TokenAllowances } from '../ports/TokenAllowances'
import type { TokenMetadata } from '../ports/TokenMetadata'
import type { V1Liquidity } from '../ports/V1Liquidity'
import type { AppConfig } from './config/AppConfig'

/** The adapters that load with ethers: reads beyond the live ones (same Multicall3 batch), gas, names, ABI encoding. */
export interface EthersAdapters {
  allowances: TokenAllowances
  metadata: TokenMetadata
  liquidity: LiquidityTokenReads
  gas: GasEstimator
  names: NameResolver
  calls: ContractCalls
  /** What the reward distributor already paid (`getDistributeReward`), for a claim. */
  rewardsPaid: RewardsPaid
  /** The capital pool's options and an account's figures, for its screen. */
  capitalPool: CapitalPoolReads
  /** The LP-mining pools and an account's position as the contract holds them now, for a pledge or an LP withdrawal. */
  lpMining: LpMiningReads
  /** The HJW exchange's close and the chain's time, for its screen. */
  investment: InvestmentReads
  /** The DK converter's terms, read from the chain when an exchange is prepared (the screen shows the API's). */
  exchange: ExchangeChainReads
  /** First-generation (V1) exchanges: the factory's exchange of a token, an account's LP and the reserves. */
  v1: V1Liquidity
}

/**
 * Part of the composition root, loaded on first use (a send, a token import, a name lookup, a permit) so that ethers
 * stays out of the first route's JavaScript: the reads over the live reads' multicall (one batch per block for all),
 * gas estimates, the chain's name service (from its deployment record) and the ABI encoding of the calls it sends.
 */
export function createEthersAdapters(config: AppConfig, multicall: Multicall): EthersAdapters {
  const providers = new Map(
    config.chains.map((chain) => [
      chain.chainId,
      new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true }),
    ]),
  )
  const multicallAddress = (chainId: number) =>
    config.chains.find((chain) => chain.chainId === chainId)?.deployment.contracts.multicall ?? ''
  return {
    allowances: new MulticallTokenAllowances(multicall),
    metadata: new MulticallTokenMetadata(multicall),
    liquidity: new MulticallLiquidityTokenReads(multicall),
    rewardsPaid: new MulticallRewardsPaid(multicall),
    capitalPool: new MulticallCapitalPoolReads(multicall),
    lpMining: new EthersMiningReads(providers),
    investment: new MulticallInvestmentReads(multicall, multicallAddress),
    exchange: new RpcExchangeChainReads(providers),
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
