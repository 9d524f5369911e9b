import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type FinalityFork, finalityFork, pledgeAuraUsdt } from './support/finalityFork'

const DAY = 86_400
const CHAIN = 128
const DEPTH = 3

/**
 * Issue 26, items 2 and 3, LP mining: a voucher pays only what was earned in blocks the chain's finality depth deep.
 * The deployer pledges AURA/USDT LP; a day later, one block on top, the income is pending and no voucher is signed;
 * a reorganisation removes the pledge and nothing of it is left. Pledged again, once the day is final the voucher is
 * signed, and it pays after a shallower reorganisation.
 */
describe('mining vouchers wait for the finality depth', () => {
  let fork: FinalityFork
  const deployer = devAccounts()[0]!
  const me = deployer.address.toLowerCase()
  let aura: string

  beforeAll(async () => {
    fork = await finalityFork({ [CHAIN]: DEPTH })
    aura = fork
      .chain(CHAIN)
      .record.tokens.find((token) => token.symbol === 'AURA')!
      .address.toLowerCase()
  })
  afterAll(() => fork?.close())

  const owed = async () => (await fork.get(`/api/get-lp-reward-amount/${me}?token=${aura}&chainId=${CHAIN}`)).body.data
  const voucher = () => fork.get(`/api/draw-lp-reward/${me}/${aura}?chainId=${CHAIN}`)
  const pledge = async () => {
    await pledgeAuraUsdt(fork.chain(CHAIN), 0, 2n)
    await fork.chain(CHAIN).driver.indexed()
  }

  it('signs nothing for income above the depth, shows it pending, and forgets it when a reorganisation removes the pledge', async () => {
    const { driver } = fork.chain(CHAIN)
    await driver.indexed()
    const snapshot = await driver.snapshot()
    await pledge()
    await driver.mine(1, DAY) // a day passes in one block on top of the pledge

    const pending = await owed()
    expect(pending).toMatchObject({ total_reward: '0', mining_earned: '0' })
    expect(BigInt(pending.pending_reward)).toBeGreaterThan(0n)
    expect(await voucher()).toMatchObject({ status: 400, body: { msg: 'No income to be withdrawn' } })
    // the terminal says so too, in --json and in words
    const json = await fork.fomo(CHAIN, '--json', 'mining', 'rewards', '--address', me)
    const rewards: { token: string; totalReward: string; pending: string }[] = JSON.parse(json.stdout).rewards
    expect(rewards.find((reward) => reward.token === aura)).toMatchObject({
      totalReward: '0',
      pending: pending.pending_reward,
    })
    expect((await fork.fomo(CHAIN, 'mining', 'rewards', '--address', me)).stdout).toMatch(
      /pending [\d.]+ AURA: not final yet/,
    )

    await driver.reorganise(snapshot, DEPTH + 2) // a longer chain without the pledge
    expect(await owed()).toMatchObject({ total_reward: '0', mining_earned: '0', pending_reward: '0' })
    expect((await voucher()).status).toBe(400)
  })

  it('signs once the income is the depth deep, and the voucher pays after a shallower reorganisation', async () => {
    const chain = fork.chain(CHAIN)
    await pledge()
    await chain.driver.mine(1, DAY)
    await chain.driver.mine(DEPTH)
    const final = await owed()
    expect(BigInt(final.mining_earned)).toBeGreaterThan(0n)
    expect(final.block).toBe((await chain.provider.getBlockNumber()) - DEPTH)
    const signed = (await voucher()).body.data
    expect(BigInt(signed.amounts[0])).toBe(BigInt(final.earned))

    const snapshot = await chain.driver.snapshot()
    await chain.driver.mine(1)
    await chain.driver.reorganise(snapshot, 2) // the newest block only: the income stays final
    // the final head moved on with the new blocks: the income only grew
    expect(BigInt((await owed()).mining_earned)).toBeGreaterThanOrEqual(BigInt(final.mining_earned))

    const signer = new Wallet(deployer.privateKey, chain.provider)
    const distributor = FomoRewardDistributor__factory.connect(signed.pool_contract_address, signer)
    const token = DevToken__factory.connect(aura, chain.provider)
    const before = await token.balanceOf(me)
    const args = [signed.tokens, signed.amounts, signed.deadline, signed.v, signed.r, signed.s] as const
    await (await distributor.distributeReward(...args)).wait()
    expect((await token.balanceOf(me)) - before).toBe(BigInt(signed.amounts[0]))
  })
})
