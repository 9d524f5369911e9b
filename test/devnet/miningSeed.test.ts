import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoCapitalPool__factory,
  FomoLPMining__factory,
  FomoPair__factory,
  FomoRewardDistributor__factory,
} from '../../src/adapters/contracts/generated'
import { DEVNET_SIGNER_ACCOUNT, devAccounts } from '../../src/adapters/devnet/devAccounts'
import {
  CAPITAL_OPTIONS,
  DISTRIBUTOR_DAILY_CAP,
  DISTRIBUTOR_FUND,
  MINING_LOCK_OPTIONS,
  SEED_PLEDGES,
} from '../../src/adapters/devnet/miningSeedPlan'
import { SEASON_FUND } from '../../src/adapters/devnet/seasonSeedPlan'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

describe.each([128, 56])('the seeded LP mining of chain %i', (chainId) => {
  const accounts = devAccounts()
  const contracts = () => {
    const { record, provider } = devnet.chain(chainId)
    return {
      record,
      provider,
      mining: FomoLPMining__factory.connect(record.contracts.lpMining!, provider),
      distributor: FomoRewardDistributor__factory.connect(record.contracts.rewardDistributor!, provider),
      capital: FomoCapitalPool__factory.connect(record.contracts.capitalPool!, provider),
    }
  }
  const tokenOf = (symbol: string) => devnet.chain(chainId).record.tokens.find((t) => t.symbol === symbol)!.address

  it('opens a pool paying AURA for every pair, with demand and the fixed terms', async () => {
    const { record, mining } = contracts()
    expect(await mining.poolTokens()).toEqual(record.pairs.map((pair) => pair.address))
    for (const pair of record.pairs) {
      const [rewardToken, rewardPerSecond, shutDown] = await mining.pool(pair.address)
      expect([rewardToken, rewardPerSecond, shutDown]).toEqual([tokenOf('AURA'), parseEther('0.01'), false])
      const [days, weights, ratios] = await mining.lockOptions(pair.address)
      expect([days, weights, ratios].map((list) => list.map(Number))).toEqual([
        MINING_LOCK_OPTIONS.map((o) => o.days),
        MINING_LOCK_OPTIONS.map((o) => o.weight),
        MINING_LOCK_OPTIONS.map((o) => o.energyRatio),
      ])
    }
  })

  it('funds the distributor, which trusts the devnet server key and caps a day of payouts', async () => {
    const { provider, distributor } = contracts()
    const aura = DevToken__factory.connect(tokenOf('AURA'), provider)
    expect(await aura.balanceOf(await distributor.getAddress())).toBe(
      // season 1's fund went there too (seasonSeed.test.ts)
      parseEther(DISTRIBUTOR_FUND) + parseEther(SEASON_FUND),
    )
    expect(await distributor.getFunction('signer')()).toBe(accounts[DEVNET_SIGNER_ACCOUNT]!.address)
    expect((await distributor.dailyCapOf(tokenOf('AURA')))[0]).toBe(parseEther(DISTRIBUTOR_DAILY_CAP))
  })

  it('holds the dev accounts’ pledges while their wallets keep no LP', async () => {
    const { record, provider, mining } = contracts()
    for (const pledge of SEED_PLEDGES) {
      const pair = record.pairs.find(
        (p) => [p.token0, p.token1].sort().join() === [tokenOf(pledge.a), tokenOf(pledge.b)].sort().join(),
      )!
      const account = accounts[pledge.account]!.address
      const [demand, locks] = await mining.positionOf(pair.address, account)
      const pledged = demand + locks.reduce((sum, lock) => sum + lock.amount, 0n)
      const expected = SEED_PLEDGES.filter(
        (p) => p.account === pledge.account && p.a === pledge.a && p.b === pledge.b,
      ).reduce((sum, p) => sum + parseEther(p.lp), 0n)
      expect(pledged).toBe(expected)
      expect(await FomoPair__factory.connect(pair.address, provider).balanceOf(account)).toBe(0n)
    }
  })

  it('lists the capital pool’s options', async () => {
    const { capital } = contracts()
    for (const option of CAPITAL_OPTIONS) {
      expect(await capital.depositOptions(option.option)).toEqual([BigInt(option.termDays), true])
    }
  })
})
