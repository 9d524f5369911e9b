import { type JsonRpcProvider, MaxUint256, NonceManager, parseEther, Wallet } from 'ethers'
import { nativeCurrencyInfoOf } from '../../domain/chains/nativeCurrencyInfoOf'
import type { DeployedPair, DeployedToken, DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import {
  DevToken__factory,
  FomoFactory__factory,
  FomoPair__factory,
  FomoRouter__factory,
  Multicall3__factory,
  WBNB__factory,
  WHT__factory,
} from '../contracts/generated'
import { PAIR_INIT_CODE_HASH } from '../contracts/generated/initCodeHash'
import { deployBounty } from './deployBounty'
import { deployExchange } from './deployExchange'
import { deployMining } from './deployMining'
import { deployNames } from './deployNames'
import { deploySeasons } from './deploySeasons'
import { deployV1 } from './deployV1'
import { devAccounts } from './devAccounts'
import type { DevnetChain } from './devnetChains'
import { programmeDeployPlan } from './programmeDeployPlan'
import { DEV_ACCOUNT_TOKEN_BALANCE, NATIVE_LIQUIDITY, SEED_NATIVE_PAIRS, SEED_PAIRS, SEED_TOKENS } from './seedPlan'
import { deployed, mined } from './seedTransactions'

const ONE_HOUR = 3600

/**
 * Deploys the AMM (WHT or WBNB, factory, router, Multicall3), the name service and the seeded tokens to a fresh devnet chain,
 * funds every dev account with every token, adds the seed liquidity, deploys Uniswap V1 with its seeded exchanges
 * and the migrator (deployV1), LP mining, the exchanges, the seasons and the bounty area (game records with seeded
 * rounds, a funded prize pool), and returns the deployment record. The first dev account deploys and provides the
 * liquidity.
 */
export async function deployAndSeed(
  chain: DevnetChain,
  provider: JsonRpcProvider,
  rpcUrl: string,
): Promise<DeploymentRecord> {
  const accounts = devAccounts()
  const deployer = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
  const deployerAddress = accounts[0]!.address
  const startBlock = (await provider.getBlockNumber()) + 1

  // the chain's own wrapped coin: WHT on 128, WBNB (the same contract under its name) on 56
  const wrappedFactory =
    nativeCurrencyInfoOf(chain.chainId).wrappedSymbol === 'WBNB'
      ? new WBNB__factory(deployer)
      : new WHT__factory(deployer)
  const wrappedNative = await deployed(wrappedFactory.deploy())
  const factory = await deployed(new FomoFactory__factory(deployer).deploy(deployerAddress))
  const router = await deployed(
    new FomoRouter__factory(deployer).deploy(await factory.getAddress(), await wrappedNative.getAddress()),
  )
  const multicall = await deployed(new Multicall3__factory(deployer).deploy())

  const tokens = new Map<string, DeployedToken>()
  const liquidityNeeded = new Map<string, bigint>()
  for (const pair of SEED_PAIRS) {
    liquidityNeeded.set(pair.a, (liquidityNeeded.get(pair.a) ?? 0n) + pair.amountA)
    liquidityNeeded.set(pair.b, (liquidityNeeded.get(pair.b) ?? 0n) + pair.amountB)
  }
  const nativeUsdt = NATIVE_LIQUIDITY * chain.nativePriceUsdt
  liquidityNeeded.set('USDT', (liquidityNeeded.get('USDT') ?? 0n) + nativeUsdt)
  const nativePairTokens = (pair: (typeof SEED_NATIVE_PAIRS)[number]) =>
    (parseEther(pair.native.toString()) * chain.nativePriceUsdt * 1000n) / pair.priceMilliUsdt
  for (const pair of SEED_NATIVE_PAIRS) {
    // whole tokens, rounded up: the minted amount must cover the pair
    const whole = nativePairTokens(pair) / 10n ** 18n + 1n
    liquidityNeeded.set(pair.symbol, (liquidityNeeded.get(pair.symbol) ?? 0n) + whole)
  }

  // anvil mines each transaction as it arrives, so the funding is sent back to back and its
  // receipts checked once at the end (waiting for each would take ~30 s per chain).
  const funding: Promise<void>[] = []
  const routerAddress = await router.getAddress()
  for (const seed of SEED_TOKENS) {
    const token = await deployed(new DevToken__factory(deployer).deploy(seed.name, seed.symbol))
    for (const account of accounts) {
      funding.push(mined(await token.mint(account.address, parseEther(DEV_ACCOUNT_TOKEN_BALANCE.toString()))))
    }
    const liquidity = parseEther((liquidityNeeded.get(seed.symbol) ?? 0n).toString())
    funding.push(mined(await token.mint(deployerAddress, liquidity)))
    funding.push(mined(await token.approve(routerAddress, MaxUint256)))
    tokens.set(seed.symbol, { address: await token.getAddress(), symbol: seed.symbol, name: seed.name, decimals: 18 })
  }
  await Promise.all(funding)

  const deadline = BigInt(Math.floor(Date.now() / 1000) + ONE_HOUR)
  for (const seed of SEED_PAIRS) {
    const [a, b] = [tokens.get(seed.a)!.address, tokens.get(seed.b)!.address]
    const [amountA, amountB] = [parseEther(seed.amountA.toString()), parseEther(seed.amountB.toString())]
    funding.push(mined(await router.addLiquidity(a, b, amountA, amountB, amountA, amountB, deployerAddress, deadline)))
  }
  const usdt = tokens.get('USDT')!.address
  const nativeAmount = parseEther(NATIVE_LIQUIDITY.toString())
  const usdtAmount = parseEther(nativeUsdt.toString())
  funding.push(
    mined(
      await router.addLiquidityETH(usdt, usdtAmount, usdtAmount, nativeAmount, deployerAddress, deadline, {
        value: nativeAmount,
      }),
    ),
  )
  for (const pair of SEED_NATIVE_PAIRS) {
    const amount = nativePairTokens(pair)
    const value = parseEther(pair.native.toString())
    const token = tokens.get(pair.symbol)!.address
    funding.push(
      mined(await router.addLiquidityETH(token, amount, amount, value, deployerAddress, deadline, { value })),
    )
  }
  await Promise.all(funding)

  const pairCount = await factory.allPairsLength()
  const pairs: DeployedPair[] = []
  for (let i = 0n; i < pairCount; i++) {
    const address = await factory.allPairs(i)
    const pair = FomoPair(address, provider)
    pairs.push({ address, token0: await pair.token0(), token1: await pair.token1() })
  }

  const wrappedAddress = await wrappedNative.getAddress()
  const names = await deployNames(deployer, {
    router: routerAddress,
    alice: accounts[1]!.address,
    bob: accounts[2]!.address,
  })
  const v1 = await deployV1(deployer, provider, {
    router: routerAddress,
    wrappedNative: wrappedAddress,
    tokens: new Map([...tokens].map(([symbol, token]) => [symbol, token.address])),
    nativePriceUsdt: chain.nativePriceUsdt,
  })
  const programmes = programmeDeployPlan(chain.chainId, accounts, tokens.values())
  const mining = await deployMining(deployer, provider, { ...programmes, pairs })
  const exchange = await deployExchange(deployer, provider, programmes)
  const { rewardDistributor, lpMining } = mining
  const seasons = await deploySeasons(deployer, provider, { ...programmes, rewardDistributor, lpMining, pairs })
  const bounty = await deployBounty(deployer, { ...programmes, rewardDistributor })
  return {
    chainId: chain.chainId,
    name: chain.name,
    nativeSymbol: chain.nativeSymbol,
    rpcUrl,
    startBlock,
    deployedAt: new Date().toISOString(),
    initCodeHash: PAIR_INIT_CODE_HASH,
    contracts: {
      factory: await factory.getAddress(),
      router: routerAddress,
      wrappedNative: wrappedAddress,
      multicall: await multicall.getAddress(),
      ...names,
      v1Factory: v1.v1Factory,
      migrator: v1.migrator,
      ...mining,
      ...exchange.contracts,
      ...seasons.contracts,
      ...bounty.contracts,
    },
    invitations: seasons.invitations,
    bounty: bounty.bounty,
    ...(exchange.release ? { release: exchange.release } : {}),
    ...(exchange.investToken ? { investToken: exchange.investToken } : {}),
    tokens: [
      ...tokens.values(),
      {
        address: wrappedAddress,
        symbol: await wrappedNative.symbol(),
        name: await wrappedNative.name(),
        decimals: 18,
      },
    ],
    pairs,
    v1Exchanges: v1.v1Exchanges,
  }
}

function FomoPair(address: string, provider: JsonRpcProvider) {
  return FomoPair__factory.connect(address, provider)
}
