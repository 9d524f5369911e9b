import { type Provider, ZeroAddress } from 'ethers'
import type { MiningPoolFacts, MiningPositionFacts, MiningReads } from '../../ports/MiningReads'
import { FomoCapitalPool__factory, FomoLPMining__factory, FomoRewardDistributor__factory } from '../contracts/generated'

/** How many capital-pool options are looked at: the option ids the admin may use start at 0. */
const CAPITAL_OPTION_IDS = 8

/** MiningReads over ethers providers and the generated bindings (the terminal). */
export class EthersMiningReads implements MiningReads {
  constructor(private readonly providers: ReadonlyMap<number, Provider>) {}

  async pool(chainId: number, lpMining: string, lpToken: string): Promise<MiningPoolFacts | undefined> {
    const mining = FomoLPMining__factory.connect(lpMining, this.provider(chainId))
    const [[rewardToken, rewardPerSecond, shutDown], [days, weights, ratios]] = await Promise.all([
      mining.pool(lpToken),
      mining.lockOptions(lpToken),
    ])
    if (rewardToken === ZeroAddress) return undefined
    return {
      rewardToken: rewardToken.toLowerCase(),
      rewardPerSecond,
      shutDown,
      options: days.map((lockDays, i) => ({
        lockDays: Number(lockDays),
        weight: Number(weights[i]),
        energyRatio: Number(ratios[i]),
      })),
    }
  }

  async position(chainId: number, lpMining: string, lpToken: string, account: string): Promise<MiningPositionFacts> {
    const mining = FomoLPMining__factory.connect(lpMining, this.provider(chainId))
    const [[demand, locks], withdrawable] = await Promise.all([
      mining.positionOf(lpToken, account),
      mining.withdrawableOf(lpToken, account),
    ])
    return {
      demand,
      locks: locks.map((lock) => ({
        id: Number(lock.id),
        amount: lock.amount,
        weight: Number(lock.weight),
        energyRatio: Number(lock.energyRatio),
        unlockAt: Number(lock.unlockAt),
      })),
      withdrawable,
    }
  }

  rewardsPaid(chainId: number, distributor: string, account: string, tokens: readonly string[]): Promise<bigint[]> {
    const contract = FomoRewardDistributor__factory.connect(distributor, this.provider(chainId))
    return Promise.all(tokens.map((token) => contract.getDistributeReward(account, token)))
  }

  async capitalBalance(chainId: number, capitalPool: string, token: string, account: string) {
    const pool = FomoCapitalPool__factory.connect(capitalPool, this.provider(chainId))
    const [balance, withdrawable, [, records]] = await Promise.all([
      pool.getAccountCurrentBalance(token, account),
      pool.withdrawableOf(token, account),
      pool.depositsOf(token, account),
    ])
    return {
      balance,
      withdrawable,
      deposits: records.map((record) => ({ amount: record.amount, unlockAt: Number(record.unlockAt) })),
    }
  }

  async capitalOptions(chainId: number, capitalPool: string) {
    const pool = FomoCapitalPool__factory.connect(capitalPool, this.provider(chainId))
    const options = await Promise.all(
      Array.from({ length: CAPITAL_OPTION_IDS }, (_, option) => pool.depositOptions(option)),
    )
    return options.flatMap(([termDays, enabled], option) => (enabled ? [{ option, termDays: Number(termDays) }] : []))
  }

  private provider(chainId: number): Provider {
    const provider = this.providers.get(chainId)
    if (!provider) throw new Error(`No provider for chain ${chainId}`)
    return provider
  }
}
