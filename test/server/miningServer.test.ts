import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400

/**
 * The whole mining path on a devnet fork: the server indexes the seeded pledges, a day passes, the API shows the
 * income and signs a voucher, and the distributor pays it on chain to the account it names.
 */
describe('LP mining through the server', () => {
  let harness: Harness
  const account = devAccounts()[1]!

  beforeAll(async () => {
    harness = await startHarness({
      // a day passes before the server's first pass
      beforeServer: async (devnet) => {
        await devnet.chain(128).provider.send('evm_increaseTime', [DAY])
        await devnet.chain(128).provider.send('evm_mine', [])
      },
      server: { mode: 'composed', chains: [128] },
    })
  })
  afterAll(() => harness?.close())

  const get = (url: string) => harness.get(url)

  it('shows the seeded pledges’ income, and pays a signed voucher on chain', async () => {
    await harness.waitUntilIndexed()
    const address = account.address.toLowerCase()
    const pools = (await get(`/api/get-addr-lp/${address}?chainId=128&switchPersonal=yes`)).body.data
    expect(pools.list.length).toBeGreaterThan(0)
    const aura = pools.list[0].reward_token
    const income = pools.list.reduce((sum: bigint, pool: { income: string }) => sum + BigInt(pool.income), 0n)
    expect(income).toBeGreaterThan(0n)

    // the pools' income is LP mining's part of what the voucher pays: the reward ledger adds the other programmes'
    // credits (a season share, the bounty area's once a UTC day has ended), all paid by the one cumulative voucher
    const owed = (await get(`/api/get-lp-reward-amount/${address}?token=${aura}&chainId=128`)).body.data
    expect(BigInt(owed.mining_earned)).toBe(income)
    const voucher = (await get(`/api/draw-lp-reward/${address}/${aura}?chainId=128`)).body.data
    expect(voucher).toMatchObject({ account: address, tokens: [aura] })
    const paying = BigInt(voucher.amounts[0])
    expect(paying).toBeGreaterThanOrEqual(income)
    const chain = harness.chain(128)
    const signer = new Wallet(account.privateKey, chain.provider)
    const distributor = FomoRewardDistributor__factory.connect(voucher.pool_contract_address, signer)
    const token = DevToken__factory.connect(aura, chain.provider)
    const before = await token.balanceOf(address)
    await (
      await distributor.distributeReward(
        voucher.tokens,
        voucher.amounts,
        voucher.deadline,
        voucher.v,
        voucher.r,
        voucher.s,
      )
    ).wait()
    expect((await token.balanceOf(address)) - before).toBe(paying)
    expect(await distributor.getDistributeReward(address, aura)).toBe(paying)

    // the same voucher again pays nothing: the distributor refuses it
    await expect(
      distributor.distributeReward(voucher.tokens, voucher.amounts, voucher.deadline, voucher.v, voucher.r, voucher.s),
    ).rejects.toThrow()
    // asking for someone else's voucher gives one that only pays them
    const other = devAccounts()[2]!.address.toLowerCase()
    const theirs = (await get(`/api/draw-lp-reward/${other}/${aura}?chainId=128`)).body.data
    await expect(
      distributor.distributeReward(theirs.tokens, theirs.amounts, theirs.deadline, theirs.v, theirs.r, theirs.s),
    ).rejects.toThrow()
  })
})
