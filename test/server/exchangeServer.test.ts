import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { RestExchangeApi } from '../../src/adapters/rest/RestExchangeApi'
import type { ComposedServer } from '../../src/server/compositionRoot'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400

/**
 * The exchanges and the release through the server on a fork of both devnet chains: the seeded HJW investments on
 * chain 128 are released on chain 56 after its cliff, a signed withdrawal pays on chain 56 once, a new investment and
 * a DK conversion show in the records.
 */
describe('the exchanges and the release through the server', () => {
  let harness: Harness
  let server: ComposedServer
  const account = devAccounts()[1]!
  const address = account.address.toLowerCase()

  beforeAll(async () => {
    harness = await startHarness({ server: { mode: 'composed' } })
    server = harness.server!
  })
  afterAll(() => harness?.close())

  const get = (url: string) => harness.get(url)

  async function advance56(seconds: number) {
    await harness.chain(56).provider.send('evm_increaseTime', [seconds])
    await harness.chain(56).provider.send('evm_mine', [])
  }

  it('releases the seeded investment after the cliff, pays a signed withdrawal once, and numbers the next', async () => {
    await harness.waitUntilIndexed()
    const before = (await get(`/api/token-release/get-base-info/${address}`)).body.data
    expect(before).toMatchObject({
      sum_total_amount: parseEther('1000').toString(),
      sum_use_amount: '0',
      wait_withdraw_number: '0',
      investment_chain_id: 128,
      withdraw_chain_id: 56,
      investment_ratio: '1',
    })
    expect(await get(`/api/token-release/do-withdraw/${address}`)).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('Nothing released yet: the release begins at') },
    })

    await advance56(15 * DAY)
    await harness.waitUntilIndexed()
    const info = (await get(`/api/token-release/get-base-info/${address}`)).body.data
    const head = (await harness.chain(56).provider.getBlock('latest'))!
    const elapsed = BigInt(Math.max(Math.floor(Date.now() / 1000), head.timestamp) - info.release_start)
    // the server reads the clock a moment later than the test: its figure is at least the head's share
    expect(BigInt(info.wait_withdraw_number)).toBeGreaterThanOrEqual(
      (parseEther('1000') * BigInt(head.timestamp - info.release_start)) / BigInt(30 * DAY),
    )
    expect(BigInt(info.wait_withdraw_number)).toBeLessThanOrEqual(
      (parseEther('1000') * (elapsed + 60n)) / BigInt(30 * DAY),
    )

    const voucher = (await get(`/api/token-release/do-withdraw/${address}`)).body.data
    expect(voucher).toMatchObject({
      account: address,
      withdraw_chain_id: 56,
      historicalWithdrawalNumber: 0,
      withdraw_contract_address: info.withdraw_contract_address,
    })
    const chain = harness.chain(56)
    const signer = new Wallet(account.privateKey, chain.provider)
    const investment = FomoInvestment__factory.connect(voucher.withdraw_contract_address, signer)
    const hjw = DevToken__factory.connect(voucher.tokenAddress, chain.provider)
    const balance = await hjw.balanceOf(address)
    const args = [0, voucher.tokenAddress, voucher.amount, voucher.deadline, voucher.v, voucher.r, voucher.s] as const
    const withdrawal = (await (await investment.withdrawalToken(...args)).wait())!
    expect((await hjw.balanceOf(address)) - balance).toBe(BigInt(voucher.amount))
    await expect(investment.withdrawalToken(...args)).rejects.toThrow()

    await harness.waitUntilIndexed()
    await advance56(DAY)
    await harness.waitUntilIndexed()
    const after = (await get(`/api/token-release/get-base-info/${address}`)).body.data
    expect(after.sum_use_amount).toBe(voucher.amount)
    // the withdrawals' records (issue 30 item 10): this one, on the withdraw chain, at its block's time
    const block = (await chain.provider.getBlock(withdrawal.blockNumber))!
    expect((await get(`/api/token-release/get-withdraw-logs/${address}?page=1`)).body.data).toMatchObject({
      total: 1,
      has_more: false,
      list: [
        {
          kind: 'releaseWithdrawn',
          txHash: withdrawal.hash,
          time: block.timestamp,
          current_chain: 56,
          number: 0,
          amount: voucher.amount,
        },
      ],
    })
    const next = (await get(`/api/token-release/do-withdraw/${address}`)).body.data
    expect(next.historicalWithdrawalNumber).toBe(1)
    expect(BigInt(next.amount) + BigInt(voucher.amount)).toBeLessThanOrEqual(parseEther('1000'))
  })

  it('records a new investment and a DK conversion, and serves the converter terms', async () => {
    const chain = harness.chain(128)
    const investor = devAccounts()[4]!
    const wallet = new Wallet(investor.privateKey, chain.provider)
    const info = (await get(`/api/token-release/get-base-info/${investor.address}`)).body.data
    const hjw = DevToken__factory.connect(info.investment_currency_contract_address, wallet)
    await (await hjw.approve(info.investment_contract_address, parseEther('7'))).wait()
    await (
      await FomoInvestment__factory.connect(info.investment_contract_address, wallet).investment(
        info.investment_currency_contract_address,
        parseEther('7'),
      )
    ).wait()

    const config = (await get('/api/get-swap-dk-convert-config?chainId=128')).body.data
    expect(config).toMatchObject({
      convert_base_number: '100000000',
      fee_bps: 50,
      minimum_dk: parseEther('100000000').toString(),
      minimum_dk2: parseEther('1').toString(),
    })
    const convertor = new Wallet(account.privateKey, chain.provider)
    const amount = parseEther('200000000')
    await (
      await DevToken__factory.connect(config.dk_address, convertor).approve(config.dk_convert_pool_address, amount)
    ).wait()
    const converter = FomoDkConverter__factory.connect(config.dk_convert_pool_address, convertor)
    await (await converter.DkToDk2(amount, investor.address)).wait()

    await harness.waitUntilIndexed()
    const invested = (await get(`/api/get-hjw-invest-logs/${investor.address}?page=1`)).body.data
    expect(invested).toMatchObject({
      total: 1,
      has_more: false,
      list: [{ kind: 'invested', amount: parseEther('7').toString() }],
    })
    expect((await get(`/api/token-release/get-base-info/${investor.address}`)).body.data.sum_total_amount).toBe(
      parseEther('7').toString(),
    )
    const logs = (await get(`/api/get-swap-dk-convert-logs/${address}?chainId=128`)).body.data
    expect(logs).toMatchObject({
      total: 1,
      list: [
        {
          kind: 'converted',
          recipient: investor.address.toLowerCase(),
          amountIn: amount.toString(),
          amountOut: parseEther('1.99').toString(),
          current_chain: 128,
        },
      ],
    })

    // the typed client the app and the CLI use reads the same answers
    const api = new RestExchangeApi('http://server.test', (async (input: string | URL | Request) => {
      const url = new URL(String(input))
      const response = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
      return new Response(response.body, { status: response.statusCode })
    }) as typeof fetch)
    expect(await api.dkConfig(128)).toMatchObject({ pool: config.dk_convert_pool_address, baseNumber: 100_000_000n })
    expect((await api.dkRecords(128, address, 1)).list).toEqual([
      expect.objectContaining({ kind: 'converted', amountIn: amount, amountOut: parseEther('1.99'), chainId: 128 }),
    ])
    expect(await api.hjwRecords(investor.address, 1)).toMatchObject({
      total: 1,
      hasMore: false,
      list: [{ kind: 'invested', amountIn: parseEther('7') }],
    })
    expect(await api.releaseInfo(investor.address)).toMatchObject({ total: parseEther('7'), withdrawChainId: 56 })
  })

  it('refuses a withdrawal while the last one that landed is not indexed yet', async () => {
    await harness.waitUntilIndexed()
    const other = devAccounts()[2]!
    const voucher = (await get(`/api/token-release/do-withdraw/${other.address}`)).body.data
    const chain = harness.chain(56)
    const investment = FomoInvestment__factory.connect(
      voucher.withdraw_contract_address,
      new Wallet(other.privateKey, chain.provider),
    )
    await server.worker?.stop() // for good: this test comes last
    await (
      await investment.withdrawalToken(
        0,
        voucher.tokenAddress,
        voucher.amount,
        voucher.deadline,
        voucher.v,
        voucher.r,
        voucher.s,
      )
    ).wait()
    expect(await get(`/api/token-release/do-withdraw/${other.address}`)).toMatchObject({
      status: 503,
      body: { msg: expect.stringContaining('still being recorded') },
    })
  })
})
