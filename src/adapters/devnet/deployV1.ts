import {
  Contract,
  ContractFactory,
  MaxUint256,
  NonceManager,
  type Provider,
  parseEther,
  type Signer,
  Wallet,
} from 'ethers'
import type { DeployedV1Exchange } from '../../domain/deployment/DeploymentRecord'
import { FomoMigrator__factory, IERC20Minimal__factory, WHT__factory } from '../contracts/generated'
import { devAccounts } from './devAccounts'
import { SEED_V1_EXCHANGES, V1_ACCOUNT_NATIVE, V1_ACCOUNTS, V1_FIRST_NATIVE } from './seedPlan'
import { uniswapV1Bytecode } from './uniswapV1Bytecode'

// The V1 contracts' JSON ABIs carry Vyper gas figures; these minimal ABIs keep ethers to its own estimates.
const V1_FACTORY_ABI = [
  'function initializeFactory(address template)',
  'function createExchange(address token) returns (address)',
  'function getExchange(address token) view returns (address)',
]
const V1_EXCHANGE_ABI = [
  'function addLiquidity(uint256 min_liquidity, uint256 max_tokens, uint256 deadline) payable returns (uint256)',
]

/** Where the devnet's V1 contracts live. */
export interface DeployedV1 {
  v1Factory: string
  migrator: string
  v1Exchanges: DeployedV1Exchange[]
}

/** What the V1 seeding needs of the FomoSwap deployment. */
export interface V1Targets {
  router: string
  wrappedNative: string
  /** Seeded token addresses by symbol (WHT is `wrappedNative`). */
  tokens: ReadonlyMap<string, string>
  /** The native coin's seeded price in USDT, for the V1 prices. */
  nativePriceUsdt: bigint
}

interface Sent {
  wait(): Promise<{ status: number | null; hash: string } | null>
}

/**
 * Deploys the published Uniswap V1 factory and exchange template and the FomoSwap migrator, creates the V1
 * exchanges of seedPlan's SEED_V1_EXCHANGES and gives them liquidity: the deployer first (it sets each V1 price),
 * then each of V1_ACCOUNTS (wrapping the native coin for the WHT pool and unwrapping what it did not take).
 * Transactions go back to back (anvil mines each on arrival, in order) and are checked
 * together at the end.
 */
export async function deployV1(deployer: Signer, provider: Provider, targets: V1Targets): Promise<DeployedV1> {
  const [factoryCode, exchangeCode] = await Promise.all([
    uniswapV1Bytecode('UniswapV1Factory'),
    uniswapV1Bytecode('UniswapV1Exchange'),
  ])
  const factoryDeployment = await new ContractFactory(V1_FACTORY_ABI, factoryCode, deployer).deploy()
  const template = await new ContractFactory([], exchangeCode, deployer).deploy()
  const migratorDeployment = await new FomoMigrator__factory(deployer).deploy(
    await factoryDeployment.getAddress(),
    targets.router,
  )
  await Promise.all([factoryDeployment, template, migratorDeployment].map((c) => c.waitForDeployment()))
  const v1Factory = await factoryDeployment.getAddress()
  const factory = new Contract(v1Factory, V1_FACTORY_ABI, deployer)
  const sent: Sent[] = [await factory.getFunction('initializeFactory')(await template.getAddress())]

  const tokenOf = (symbol: string) => (symbol === 'WHT' ? targets.wrappedNative : targets.tokens.get(symbol)!)
  for (const seed of SEED_V1_EXCHANGES) sent.push(await factory.getFunction('createExchange')(tokenOf(seed.symbol)))
  await checked(sent.splice(0))
  const v1Exchanges: DeployedV1Exchange[] = []
  for (const seed of SEED_V1_EXCHANGES) {
    const token = tokenOf(seed.symbol)
    v1Exchanges.push({ token, exchange: await factory.getFunction('getExchange')(token) })
  }

  /** Whole-unit native coin → the tokens that go with it at the seed's V1 price, in wei. */
  const tokensFor = (symbol: string, nativeWei: bigint) => {
    const price = SEED_V1_EXCHANGES.find((s) => s.symbol === symbol)!.priceMilliUsdt
    return price === undefined ? nativeWei : (nativeWei * targets.nativePriceUsdt * 1000n) / price
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const provide = async (signer: Signer, nativeWhole: bigint, first: boolean) => {
    const native = parseEther(nativeWhole.toString())
    const wht = WHT__factory.connect(targets.wrappedNative, signer)
    sent.push(await wht.deposit({ value: native * 2n }))
    for (const [i, seed] of SEED_V1_EXCHANGES.entries()) {
      const { token, exchange } = v1Exchanges[i]!
      sent.push(await IERC20Minimal__factory.connect(token, signer).approve(exchange, MaxUint256))
      // a later provider adds at the pool's ratio, V1 rounding one token up: leave room above it
      const maxTokens = first ? tokensFor(seed.symbol, native) : tokensFor(seed.symbol, native) * 2n
      const pool = new Contract(exchange, V1_EXCHANGE_ABI, signer)
      sent.push(await pool.getFunction('addLiquidity')(1n, maxTokens, deadline, { value: native }))
    }
  }
  const accounts = devAccounts()
  const providers = [
    deployer,
    ...V1_ACCOUNTS.map((i) => new NonceManager(new Wallet(accounts[i]!.privateKey, provider))),
  ]
  for (const [i, signer] of providers.entries()) {
    await provide(signer, i === 0 ? V1_FIRST_NATIVE : V1_ACCOUNT_NATIVE, i === 0)
  }
  await checked(sent.splice(0))
  // unwrap what the WHT pool did not take, so the accounts hold no WHT, as before V1
  for (const signer of providers) {
    const wht = WHT__factory.connect(targets.wrappedNative, signer)
    const left = await wht.balanceOf(await signer.getAddress())
    if (left > 0n) sent.push(await wht.withdraw(left))
  }
  await checked(sent)
  return { v1Factory, migrator: await migratorDeployment.getAddress(), v1Exchanges }
}

async function checked(sent: readonly Sent[]): Promise<void> {
  for (const transaction of sent) {
    const receipt = await transaction.wait()
    if (receipt?.status !== 1) throw new Error(`devnet V1 seeding transaction ${receipt?.hash} reverted`)
  }
}
