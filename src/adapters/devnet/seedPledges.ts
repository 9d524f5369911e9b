import { type JsonRpcProvider, parseEther, type Signer, Wallet } from 'ethers'
import type { DeployedPair } from '../../domain/deployment/DeploymentRecord'
import { FomoLPMining__factory, FomoPair__factory } from '../contracts/generated'
import type { DevAccount } from './devAccounts'
import { mined } from './seedTransactions'

/**
 * Has each dev account pledge the whole LP of the pair (a, b) the deployer hands it, at once, for `days` (0: demand):
 * the account's own LP balance is unchanged.
 */
export async function seedPledges(
  deployer: Signer,
  provider: JsonRpcProvider,
  plan: {
    lpMining: string
    accounts: readonly DevAccount[]
    tokens: ReadonlyMap<string, string>
    pairs: readonly DeployedPair[]
  },
  pledges: readonly { account: number; a: string; b: string; lp: string; days: number }[],
): Promise<void> {
  for (const pledge of pledges) {
    const pair = plan.pairs.find((p) => sameTokens(p, plan.tokens.get(pledge.a)!, plan.tokens.get(pledge.b)!))!
    const amount = parseEther(pledge.lp)
    await mined(
      await FomoPair__factory.connect(pair.address, deployer).transfer(plan.accounts[pledge.account]!.address, amount),
    )
    const account = new Wallet(plan.accounts[pledge.account]!.privateKey, provider)
    await mined(await FomoPair__factory.connect(pair.address, account).approve(plan.lpMining, amount))
    await mined(await FomoLPMining__factory.connect(plan.lpMining, account).deposit(pair.address, amount, pledge.days))
  }
}

function sameTokens(pair: DeployedPair, a: string, b: string): boolean {
  const tokens = [pair.token0.toLowerCase(), pair.token1.toLowerCase()]
  return tokens.includes(a.toLowerCase()) && tokens.includes(b.toLowerCase())
}
