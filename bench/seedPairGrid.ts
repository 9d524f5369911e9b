import { NonceManager, type Provider, Wallet } from 'ethers'
import { DevToken__factory, FomoRouter__factory } from '../src/adapters/contracts/generated'
import { devAccounts } from '../src/adapters/devnet/devAccounts'
import type { DeployedToken, DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'

const E18 = 10n ** 18n
/** The account that provides the grid's liquidity: not account 0, which the Dev wallet signs with. */
const GRID_ACCOUNT = 8

/**
 * Deploys `count` more tokens on a devnet chain and a pool for every pair among them and USDT (count + 1 choose 2
 * pools: 210 for 20 tokens), so that a token list of those tokens holds that many pairs. Sends from dev account 8
 * (the Dev wallet's account 0 keeps a user's few positions) without waiting between transactions (anvil mines each at once).
 */
export async function seedPairGrid(
  record: DeploymentRecord,
  provider: Provider,
  count: number,
): Promise<DeployedToken[]> {
  const deployer = new NonceManager(new Wallet(devAccounts()[GRID_ACCOUNT]!.privateKey, provider))
  const router = FomoRouter__factory.connect(record.contracts.router, deployer)
  const usdt = record.tokens.find((token) => token.symbol === 'USDT')
  if (!usdt) throw new Error('the devnet has no USDT')
  const tokens: DeployedToken[] = []
  for (let i = 0; i < count; i++) {
    const symbol = `G${i}`
    const token = await new DevToken__factory(deployer).deploy(`Grid ${i}`, symbol)
    await token.waitForDeployment()
    const address = await token.getAddress()
    await token.mint(await deployer.getAddress(), 10n ** 12n * E18)
    await token.approve(record.contracts.router, 2n ** 255n)
    tokens.push({ address, symbol, name: `Grid ${i}`, decimals: 18 })
  }
  const usdtToken = DevToken__factory.connect(usdt.address, deployer)
  await (await usdtToken.approve(record.contracts.router, 2n ** 255n)).wait()
  const all = [{ address: usdt.address }, ...tokens]
  const owner = await deployer.getAddress()
  let last: Promise<unknown> = Promise.resolve()
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      // token k is worth 1 / (k + 1) USDT: every pool is priced consistently with the others
      const sent = await router.addLiquidity(
        all[i]!.address,
        all[j]!.address,
        1_000n * BigInt(i + 1) * E18,
        1_000n * BigInt(j + 1) * E18,
        0n,
        0n,
        owner,
        2n ** 40n,
      )
      last = sent.wait()
    }
  }
  await last
  return tokens
}
