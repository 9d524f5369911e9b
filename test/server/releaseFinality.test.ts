import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoInvestment__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type FinalityFork, finalityFork } from './support/finalityFork'

const DAY = 86_400
/** The finality depth of both chains here: an investment counts once this many blocks are indexed on top of it. */
const DEPTH = 3

/**
 * Issue 26, item 1: the release is paid only on an investment at least the investment chain's finality depth deep.
 * Account 6 invests on chain 128 and asks for a withdrawal at once; the server shows the investment as pending and
 * signs nothing; a reorganisation removes the investment and nothing of it is left. An investment signed for after
 * the depth survives a shallower reorganisation and pays.
 */
describe('the release waits for the investment chain’s finality depth', () => {
  let fork: FinalityFork
  const investor = devAccounts()[6]!
  const address = investor.address.toLowerCase()

  beforeAll(async () => {
    fork = await finalityFork({ 128: DEPTH, 56: DEPTH })
    // past the cliff: whatever is invested and final releases at once in part
    await fork.chain(56).driver.mine(1, 15 * DAY)
  })
  afterAll(() => fork?.close())

  const get = (url: string) => fork.get(url)
  const baseInfo = async () => (await get(`/api/token-release/get-base-info/${address}`)).body.data
  const indexedToHeads = () => Promise.all([fork.chain(128).driver.indexed(), fork.chain(56).driver.indexed()])

  async function invest(amount: bigint): Promise<number> {
    const chain = fork.chain(128)
    const wallet = new Wallet(investor.privateKey, chain.provider)
    const info = await baseInfo()
    const hjw = DevToken__factory.connect(info.investment_currency_contract_address, wallet)
    await (await hjw.approve(info.investment_contract_address, amount)).wait()
    const investment = FomoInvestment__factory.connect(info.investment_contract_address, wallet)
    const receipt = await (await investment.investment(info.investment_currency_contract_address, amount)).wait()
    await indexedToHeads()
    return receipt!.blockNumber
  }

  it('signs nothing for an investment one block deep, shows it pending, and forgets it when a reorganisation removes it', async () => {
    const chain128 = fork.chain(128).driver
    await indexedToHeads()
    const snapshot = await chain128.snapshot()
    await invest(parseEther('10000'))
    await chain128.mine(1) // one block on top of the investment

    const pending = await baseInfo()
    expect(pending).toMatchObject({ sum_total_amount: '0', wait_withdraw_number: '0', finality_depth: DEPTH })
    expect(pending.pending_total_amount).toBe(parseEther('10000').toString())
    expect(await get(`/api/token-release/do-withdraw/${address}`)).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('this account has no final investment') },
    })

    await chain128.reorganise(snapshot, DEPTH + 2) // a longer chain without the investment
    expect(await baseInfo()).toMatchObject({ sum_total_amount: '0', pending_total_amount: '0', sum_use_amount: '0' })
    expect((await get(`/api/token-release/do-withdraw/${address}`)).status).toBe(400)
  })

  it('signs for an investment past the depth, and the withdrawal survives a shallower reorganisation', async () => {
    const chain = fork.chain(128)
    const investedAt = await invest(parseEther('10000'))
    await chain.driver.mine(DEPTH)
    const info = await baseInfo()
    expect(info.sum_total_amount).toBe(parseEther('10000').toString())
    expect(info.pending_total_amount).toBe('0')
    const voucher = (await get(`/api/token-release/do-withdraw/${address}`)).body.data
    expect(BigInt(voucher.amount)).toBeGreaterThan(0n)

    // a reorganisation of the newest block only: the investment stays DEPTH - 1 blocks below the new head
    const head = await chain.provider.getBlockNumber()
    expect(head - investedAt).toBe(DEPTH)
    const snapshot = await chain.driver.snapshot()
    await chain.driver.mine(1)
    const replaced = (await chain.provider.getBlock('latest'))!.hash
    await chain.driver.reorganise(snapshot, 2)
    expect((await chain.provider.getBlock(head + 1))!.hash).not.toBe(replaced)
    expect((await baseInfo()).sum_total_amount).toBe(parseEther('10000').toString())

    const payout = fork.chain(56)
    const wallet = new Wallet(investor.privateKey, payout.provider)
    const release = FomoInvestment__factory.connect(voucher.withdraw_contract_address, wallet)
    const hjw = DevToken__factory.connect(voucher.tokenAddress, payout.provider)
    const before = await hjw.balanceOf(address)
    const args = [0, voucher.tokenAddress, voucher.amount, voucher.deadline, voucher.v, voucher.r, voucher.s] as const
    await (await release.withdrawalToken(...args)).wait()
    expect((await hjw.balanceOf(address)) - before).toBe(BigInt(voucher.amount))
    await indexedToHeads()
    expect((await baseInfo()).sum_use_amount).toBe(voucher.amount)
  })
})
