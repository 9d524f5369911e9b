import { parseEther, parseUnits } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { parseCsv } from '../support/parseCsv'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({
    // an investment counts once 2 blocks are on top of it
    server: { mode: 'listening', config: { finalityDepth: { 128: 2, 56: 0 } } },
  })
})
afterAll(() => harness?.close())

const fomo = async (chainId: number, ...args: string[]) => {
  const run = await harness.run(['--json', '--chain', `${chainId}`, ...args])
  return { ...run, body: run.stdout ? JSON.parse(run.stdout) : undefined }
}
const withApi = () => ['--api', harness.url]
const tokenOf = (chainId: number, symbol: string) =>
  harness.chain(chainId).record.tokens.find((t) => t.symbol === symbol)!.address
const balanceOf = (chainId: number, symbol: string, address: string) =>
  DevToken__factory.connect(tokenOf(chainId, symbol), harness.chain(chainId).provider).balanceOf(address)

/** `fomo … records --csv` as rows, run with --json to show that the CSV is still what prints. */
async function csvOf(chainId: number, ...args: string[]) {
  const run = await harness.run(['--json', '--chain', `${chainId}`, ...args])
  expect(run.code, run.stderr).toBe(0)
  return parseCsv(run.stdout)
}

/** A transaction's block time as the CSV writes it, its sender, and the events `parse` picks from its logs. */
async function onChain(chainId: number, hash: string, parse: (log: { topics: string[]; data: string }) => unknown) {
  const { provider } = harness.chain(chainId)
  const receipt = (await provider.getTransactionReceipt(hash))!
  const block = (await provider.getBlock(receipt.blockNumber))!
  const time = new Date(block.timestamp * 1000).toISOString().replace('.000Z', 'Z')
  const events = receipt.logs.flatMap((log) => {
    const parsed = parse({ topics: [...log.topics], data: log.data })
    return parsed ? [parsed] : []
  })
  return { time, from: receipt.from.toLowerCase(), events }
}

describe('fomo exchange and fomo release', () => {
  const account = devAccounts()[2]!
  const recipient = devAccounts()[7]!.address

  it('exchanges DK for DK2 to a recipient (approving first), and the record shows it', async () => {
    const before = await balanceOf(128, 'DK2', recipient)
    const sent = await fomo(128, 'exchange', 'dk', '300000000', '--recipient', recipient, '--account', '2')
    expect(sent.code, sent.stderr).toBe(0)
    expect(sent.body.approval).toMatch(/^0x/)
    expect((await balanceOf(128, 'DK2', recipient)) - before).toBe(parseEther('2.985'))
    await harness.waitUntilIndexed()
    const records = await fomo(128, 'exchange', 'records', '--account', '2', ...withApi())
    expect(records.body).toMatchObject({
      total: 1,
      list: [{ kind: 'converted', amountIn: parseEther('300000000').toString() }],
    })
  })

  it("exports the exchanges as CSV: every page, each row the chain's receipt and Converted log to the wei", async () => {
    const back = await fomo(128, 'exchange', 'dk', '2', '--to-dk', '--account', '2')
    expect(back.code, back.stderr).toBe(0)
    await harness.waitUntilIndexed()
    const converter = FomoDkConverter__factory.createInterface()
    const rows = await csvOf(128, 'exchange', 'records', '--csv', '--account', '2', ...withApi())
    expect(rows.map((row) => row.action)).toEqual(['convert', 'convert'])
    expect(rows[0]!.tx_hash).toBe(back.body.hash)
    for (const row of rows) {
      const chain = await onChain(128, row.tx_hash!, (log) => {
        const parsed = converter.parseLog(log)
        return parsed?.name === 'Converted' ? parsed.args : undefined
      })
      const [converted] = chain.events as { amountIn: bigint; amountOut: bigint; fee: bigint; tokenIn: string }[]
      const symbolIn = harness
        .chain(128)
        .record.tokens.find((t) => t.address.toLowerCase() === converted!.tokenIn.toLowerCase())!.symbol
      expect(row).toMatchObject({
        timestamp: chain.time,
        chain_id: '128',
        status: 'success',
        account: chain.from,
        token_in: symbolIn,
        token_out: symbolIn === 'DK' ? 'DK2' : 'DK',
        fee_token: symbolIn,
        counterpart_chain_id: '',
      })
      expect([parseUnits(row.amount_in!, 18), parseUnits(row.amount_out!, 18), parseUnits(row.fee!, 18)]).toEqual([
        converted!.amountIn,
        converted!.amountOut,
        converted!.fee,
      ])
    }
  })

  it('refuses what the screen refuses, sending nothing', async () => {
    const nonce = await harness.chain(128).provider.getTransactionCount(account.address)
    for (const [args, name] of [
      [['dk', '99999999'], 'BelowExchangeMinimumError'],
      [['dk', '0.5', '--to-dk'], 'BelowExchangeMinimumError'],
      [['dk', '100000000', '--recipient', '0x123'], 'InvalidRecipientError'],
      // the recipient rule of send and swap (issue 28): a token contract of the chain is refused before the approval
      [['dk', '100000000', '--recipient', tokenOf(128, 'DK2')], 'RiskyRecipientError'],
      // --force pays a contract, never the zero address: the converter would revert after the approval
      [['dk', '100000000', '--recipient', `0x${'0'.repeat(40)}`, '--force'], 'InvalidRecipientError'],
      [['dk', '1000001', '--to-dk'], 'ExchangeExceedsBalanceError'], // a dev account holds 1,000,000 DK2
      [['hjw', '0'], 'ExchangeAmountRequiredError'],
    ] as const) {
      const run = await fomo(128, 'exchange', ...args, '--account', '2')
      expect([run.code, run.body?.error?.name], args.join(' ')).toEqual([1, name])
    }
    const wrong = await fomo(56, 'exchange', 'hjw', '5', '--account', '2')
    expect([wrong.code, wrong.body.error.message]).toEqual([1, 'Please go to HECO chain exchange'])
    expect(await harness.chain(128).provider.getTransactionCount(account.address)).toBe(nonce)
  })

  it('invests HJW on chain 128, then withdraws the release on chain 56 after the cliff, once', async () => {
    const invested = await fomo(128, 'exchange', 'hjw', '50', '--account', '2')
    expect(invested.code, invested.stderr).toBe(0)
    await harness.waitUntilIndexed()
    const hjw = await fomo(128, 'exchange', 'records', '--hjw', '--account', '2', ...withApi())
    expect(hjw.body.list[0]).toMatchObject({ kind: 'invested', amountIn: parseEther('50').toString() })

    // not final yet: pending, in --json and in words, and not released
    const pending = await fomo(56, 'release', 'info', '--account', '2', ...withApi())
    expect(pending.body).toMatchObject({ total: parseEther('2500').toString(), pending: parseEther('50').toString() })
    const words = await harness.run(['--chain', '56', 'release', 'info', '--account', '2', ...withApi()])
    expect(words.stdout).toContain('pending 50 (not final yet: counts once 2 blocks deep)')
    await harness.chain(128).provider.send('anvil_mine', ['0x2'])
    await harness.waitUntilIndexed()
    const final = await fomo(56, 'release', 'info', '--account', '2', ...withApi())
    expect(final.body).toMatchObject({ total: parseEther('2550').toString(), pending: '0' })

    const nonceOn56 = () => harness.chain(56).provider.getTransactionCount(account.address)
    const nonce = await nonceOn56()
    const early = await fomo(56, 'release', 'withdraw', '--account', '2', ...withApi())
    expect([early.code, early.body.error.message]).toEqual([1, expect.stringContaining('Nothing released yet')])
    const onWrongChain = await fomo(128, 'release', 'withdraw', '--account', '2', ...withApi())
    expect(onWrongChain.code).toBe(1)
    expect(await nonceOn56()).toBe(nonce) // the refusals sent nothing

    await harness.chain(56).provider.send('evm_increaseTime', [31 * DAY])
    await harness.chain(56).provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    const info = (await fomo(56, 'release', 'info', '--account', '2', ...withApi())).body
    // account 2's seeded 2,500 HJW and the 50 above, all released after 30 days
    expect(info).toMatchObject({ total: parseEther('2550').toString(), waiting: parseEther('2550').toString() })
    const before = await balanceOf(56, 'HJW', account.address)
    const paid = await fomo(56, 'release', 'withdraw', '--account', '2', ...withApi())
    expect(paid.code, paid.stderr).toBe(0)
    expect((await balanceOf(56, 'HJW', account.address)) - before).toBe(parseEther('2550'))
    await harness.waitUntilIndexed()
    const paidNonce = await nonceOn56()
    const again = await fomo(56, 'release', 'withdraw', '--account', '2', ...withApi())
    expect([again.code, again.body.error.message]).toEqual([1, expect.stringContaining('Nothing to withdraw yet')])
    expect(await nonceOn56()).toBe(paidNonce)
  }, 120_000) // thirteen fomo runs: over a minute on a loaded machine, and the records tests below wait on its withdrawal

  it("exports the HJW investments as CSV, each row the chain's Invested log to the wei", async () => {
    const rows = await csvOf(128, 'exchange', 'records', '--hjw', '--csv', '--account', '2', ...withApi())
    // the seeded investment and the 50 HJW above, newest first, as the paged list has them
    const listed = await fomo(128, 'exchange', 'records', '--hjw', '--account', '2', ...withApi())
    expect(rows.map((row) => row.tx_hash)).toEqual(listed.body.list.map((record: { txHash: string }) => record.txHash))
    expect(rows[0]!.amount_in).toBe('50')
    const investment = FomoInvestment__factory.createInterface()
    for (const row of rows) {
      const chain = await onChain(128, row.tx_hash!, (log) => {
        const parsed = investment.parseLog(log)
        return parsed?.name === 'Invested' ? parsed.args : undefined
      })
      const [event] = chain.events as { amount: bigint }[]
      expect(row).toMatchObject({
        timestamp: chain.time,
        chain_id: '128',
        action: 'invest',
        account: account.address.toLowerCase(),
        token_in: 'HJW',
        token_out: '',
        amount_out: '',
      })
      expect(parseUnits(row.amount_in!, 18)).toBe(event!.amount)
    }
  })
  it("lists the release withdrawal and exports it as CSV, the row the chain's Withdrawal log to the wei", async () => {
    const run = await harness.run(['--chain', '56', 'release', 'records', '--account', '2', ...withApi()])
    expect(run.stdout).toMatch(/withdrew 2,?550 HJW on chain 56 {2}0x[0-9a-f]{64}/)
    const rows = await csvOf(56, 'release', 'records', '--csv', '--account', '2', ...withApi())
    expect(rows).toHaveLength(1)
    const investment = FomoInvestment__factory.createInterface()
    const chain = await onChain(56, rows[0]!.tx_hash!, (log) => {
      const parsed = investment.parseLog(log)
      return parsed?.name === 'Withdrawal' ? parsed.args : undefined
    })
    const [event] = chain.events as { account: string; amount: bigint }[]
    expect(event!.account.toLowerCase()).toBe(account.address.toLowerCase())
    expect(rows[0]).toMatchObject({
      timestamp: chain.time,
      chain_id: '56',
      action: 'releaseWithdraw',
      status: 'success',
      account: account.address.toLowerCase(),
      token_in: '',
      amount_in: '',
      token_out: 'HJW',
    })
    expect(parseUnits(rows[0]!.amount_out!, 18)).toBe(event!.amount)
  })
})
