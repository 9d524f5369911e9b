import type { Container } from 'inversify'
import { postJsonRpc } from '../../adapters/browser/postJsonRpc'
import { RpcAccountCode } from '../../adapters/rpc/RpcAccountCode'
import { RpcLatestBlockTime } from '../../adapters/rpc/RpcLatestBlockTime'
import { AccountCode } from '../../ports/AccountCode'
import { BlockNumbers } from '../../ports/BlockNumbers'
import { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import { ChainReads } from '../../ports/ChainReads'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { ExchangeChainReads } from '../../ports/ExchangeChainReads'
import { GasEstimator } from '../../ports/GasEstimator'
import { InvestmentReads } from '../../ports/InvestmentReads'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { LiveChainReads } from '../../ports/LiveChainReads'
import { LpMiningReads } from '../../ports/LpMiningReads'
import { NameResolver } from '../../ports/NameResolver'
import { RewardsPaid } from '../../ports/RewardsPaid'
import { TokenAllowances } from '../../ports/TokenAllowances'
import { TokenMetadata } from '../../ports/TokenMetadata'
import { V1Liquidity } from '../../ports/V1Liquidity'
import type { AppConfig } from '../config/AppConfig'
import type { EthersAdapters } from '../ethersAdapters'
import { createLiveReads, type LiveReads } from '../liveReads'
import type { Resolver, RpcUrlOf } from './compositionIds'

/**
 * The per-block and one-shot reads over fetch (no ethers on the first page), and the ethers adapters, loaded with
 * their chunk on first use; each is made once, by whichever binding asks first.
 */
export function lazyReads(config: AppConfig) {
  let live: LiveReads | undefined
  let ethersAdapters: Promise<EthersAdapters> | undefined
  const liveReads = (context: Resolver) =>
    (live ??= createLiveReads(config, context.get<BlockNumbers>(BlockNumbers), context.get<Clock>(Clock)))
  const ethers = (context: Resolver) =>
    (ethersAdapters ??= import('../ethersAdapters').then(({ createEthersAdapters }) =>
      createEthersAdapters(config, liveReads(context).multicall),
    ))
  return { live: liveReads, ethers }
}

export type LazyReads = ReturnType<typeof lazyReads>

/** The reads over plain JSON-RPC: the live and one-shot chain reads, account code and the latest block's time. */
export function bindRpcReads(container: Container, reads: LazyReads, rpcUrl: RpcUrlOf): void {
  container.bind<LiveChainReads>(LiveChainReads).toDynamicValue((context) => reads.live(context).live)
  container.bind<ChainReads>(ChainReads).toDynamicValue((context) => reads.live(context).reads)
  container
    .bind<AccountCode>(AccountCode)
    .toConstantValue(
      new RpcAccountCode((chainId, address) => postJsonRpc(rpcUrl(chainId), 'eth_getCode', [address, 'latest'])),
    )
  container
    .bind<LatestBlockTime>(LatestBlockTime)
    .toConstantValue(
      new RpcLatestBlockTime((chainId) => postJsonRpc(rpcUrl(chainId), 'eth_getBlockByNumber', ['latest', false])),
    )
}

/**
 * The ports whose adapters load with ethers on first use (ABI encoding, gas estimates, one-shot allowances, the
 * programmes' contract reads, names): each call waits for the chunk, so the first page carries none of it.
 */
export function bindEthersReads(container: Container, reads: LazyReads): void {
  const ethers = reads.ethers
  container.bind<LiquidityTokenReads>(LiquidityTokenReads).toDynamicValue((context) => ({
    totalSupplies: async (chainId, pairs) => (await ethers(context)).liquidity.totalSupplies(chainId, pairs),
    permitNonce: async (chainId, pair, owner) => (await ethers(context)).liquidity.permitNonce(chainId, pair, owner),
  }))
  container.bind<V1Liquidity>(V1Liquidity).toDynamicValue((context) => ({
    exchangesOf: async (chainId, factory, tokens) => (await ethers(context)).v1.exchangesOf(chainId, factory, tokens),
    positionsOf: async (chainId, account, exchanges, spender) =>
      (await ethers(context)).v1.positionsOf(chainId, account, exchanges, spender),
  }))
  // each chain's name service, from its deployment record (the devnet's registry): recipients and list names
  container.bind<NameResolver>(NameResolver).toDynamicValue((context) => ({
    resolveName: async (chainId, name) => (await ethers(context)).names.resolveName(chainId, name),
    lookupAddress: async (chainId, address) => (await ethers(context)).names.lookupAddress(chainId, address),
    contenthash: async (chainId, name) => (await ethers(context)).names.contenthash(chainId, name),
  }))
  container.bind<RewardsPaid>(RewardsPaid).toDynamicValue((context) => ({
    paidOf: async (chainId, distributor, account, tokens) =>
      (await ethers(context)).rewardsPaid.paidOf(chainId, distributor, account, tokens),
  }))
  container.bind<CapitalPoolReads>(CapitalPoolReads).toDynamicValue((context) => ({
    snapshot: async (chainId, pool, account, tokens) =>
      (await ethers(context)).capitalPool.snapshot(chainId, pool, account, tokens),
  }))
  // the pledge's and the LP withdrawal's checks read the contract now (the screen shows the server's figures)
  container.bind<LpMiningReads>(LpMiningReads).toDynamicValue((context) => ({
    pool: async (chainId, lpMining, lpToken) => (await ethers(context)).lpMining.pool(chainId, lpMining, lpToken),
    position: async (chainId, lpMining, lpToken, account) =>
      (await ethers(context)).lpMining.position(chainId, lpMining, lpToken, account),
  }))
  container.bind<InvestmentReads>(InvestmentReads).toDynamicValue((context) => ({
    termsOf: async (chainId, investment) => (await ethers(context)).investment.termsOf(chainId, investment),
  }))
  container.bind<ExchangeChainReads>(ExchangeChainReads).toDynamicValue((context) => ({
    dkConverterTerms: async (chainId, converter) =>
      (await ethers(context)).exchange.dkConverterTerms(chainId, converter),
    withdrawalCount: async (chainId, investment, account) =>
      (await ethers(context)).exchange.withdrawalCount(chainId, investment, account),
    investmentTerms: async (chainId, investment) =>
      (await ethers(context)).exchange.investmentTerms(chainId, investment),
  }))
  container.bind<TokenMetadata>(TokenMetadata).toDynamicValue((context) => ({
    metadataOf: async (chainId, address) => (await ethers(context)).metadata.metadataOf(chainId, address),
  }))
  container.bind<ContractCalls>(ContractCalls).toDynamicValue((context) => ({
    encode: async (abi, method, args) => (await ethers(context)).calls.encode(abi, method, args),
  }))
  container.bind<GasEstimator>(GasEstimator).toDynamicValue((context) => ({
    estimate: async (chainId, transaction) => (await ethers(context)).gas.estimate(chainId, transaction),
  }))
  container.bind<TokenAllowances>(TokenAllowances).toDynamicValue((context) => ({
    allowanceOf: async (chainId, token, owner, spender) =>
      (await ethers(context)).allowances.allowanceOf(chainId, token, owner, spender),
  }))
}
