import { readFile } from 'node:fs/promises'
import { formatUnits, parseEther } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
} from '../../src/adapters/contracts/generated'
import { parseCsv } from '../support/parseCsv'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

const DAY = 86_400

let harness: WebHarness
beforeAll(async () => {
  // the API server indexes both forks: the records and the release come from their events
  harness = await startWebHarness({
    // an investment counts toward the release once a block is on top of it: until then the screen shows it pending
    api: { indexer: INDEXING, finalityDepth: { 128: 1, 56: 0 } },
  })
})
afterAll(async () => harness?.stop())

const notice = (page: Page) => page.getByTestId('notice')
const tokenOf = (chainId: number, symbol: string) => {
  const record = harness.devnet.chain(chainId).record
  return DevToken__factory.connect(
    record.tokens.find((token) => token.symbol === symbol)!.address,
    harness.devnet.chain(chainId).provider,
  )
}

/** Moves a fork's clock forward and mines a block at the new time: time is controlled, never slept. */
async function advance(chainId: number, seconds: number): Promise<void> {
  const { provider } = harness.devnet.chain(chainId)
  await provider.send('evm_increaseTime', [seconds])
  await provider.send('evm_mine', [])
}

describe('the exchanges and the release in the browser', () => {
  it('checks the amount, then exchanges 200000000 DK for DK2 after approving, and shows it in /record/2', async () => {
    const c = harness.devnet.chain(128)
    const converter = c.record.contracts.dkConverter!
    const dk = tokenOf(128, 'DK')
    const dk2 = tokenOf(128, 'DK2')
    const { page, wallet, errors } = await harness.open({ path: '/exchange' })
    const owner = wallet!.address
    await expect.poll(() => page.getByTestId('exchange-balance').textContent()).not.toContain('…')
    // the recipient defaults to the account
    expect((await page.getByTestId('exchange-recipient').inputValue()).toLowerCase()).toBe(owner.toLowerCase())

    await page.getByTestId('exchange-submit').click()
    await expect.poll(() => notice(page).textContent()).toContain('Please enter the exchange amount')
    await page.getByTestId('exchange-amount').fill('1000')
    await page.getByTestId('exchange-submit').click()
    await expect.poll(() => notice(page).textContent()).toContain('The minimum exchange is 100000000 DK')

    const [dkBefore, dk2Before, nonce] = await Promise.all([
      dk.balanceOf(owner),
      dk2.balanceOf(owner),
      c.provider.getTransactionCount(owner),
    ])
    await page.getByTestId('exchange-amount').fill('200000000')
    // 200000000 DK at 100000000 DK per DK2, less the 0.5% fee
    expect(await page.getByTestId('exchange-received').textContent()).toBe('1.99 DK2')
    await expect.poll(() => page.getByTestId('exchange-submit').textContent()).toBe('Approve DK')
    await page.getByTestId('exchange-submit').click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Exchange success')
    // the approval went first, then the exchange continued by itself
    expect(await c.provider.getTransactionCount(owner)).toBe(nonce + 2)
    expect(await dk.allowance(owner, converter)).toBeGreaterThan(0n)
    expect(dkBefore - (await dk.balanceOf(owner))).toBe(parseEther('200000000'))
    expect((await dk2.balanceOf(owner)) - dk2Before).toBe(parseEther('1.99'))

    await page.getByTestId('exchange-link-records').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/record/2')
    await expect.poll(() => page.getByTestId('exchange-record').count(), { timeout: 30_000 }).toBe(1)
    expect(await page.getByTestId('exchange-record-in').textContent()).toBe('200,000,000 DK')
    expect(await page.getByTestId('exchange-record-out').textContent()).toBe('1.99 DK2')
    await page.screenshot({ path: 'test-results/screenshots/exchange-records.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it("downloads /record/2 as CSV, its row the chain's Converted log and block time to the wei", async () => {
    const c = harness.devnet.chain(128)
    const { page, wallet, errors } = await harness.open({ path: '/record/2' })
    await expect.poll(() => page.getByTestId('exchange-record').count(), { timeout: 30_000 }).toBe(1)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('exchange-records-csv').click(),
    ])
    expect(download.suggestedFilename()).toBe('fomo-dk-records-128.csv')
    const [row, ...more] = parseCsv(await readFile((await download.path())!, 'utf8'))
    expect(more).toEqual([])
    const receipt = (await c.provider.getTransactionReceipt(row!.tx_hash!))!
    const block = (await c.provider.getBlock(receipt.blockNumber))!
    const converter = FomoDkConverter__factory.createInterface()
    const converted = receipt.logs
      .map((log) => converter.parseLog({ topics: [...log.topics], data: log.data }))
      .find((parsed) => parsed?.name === 'Converted')!.args
    expect(row).toEqual({
      timestamp: new Date(block.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
      chain_id: '128',
      tx_hash: receipt.hash,
      action: 'convert',
      status: 'success',
      account: wallet!.address.toLowerCase(),
      token_in: 'DK',
      amount_in: '200000000',
      token_out: 'DK2',
      amount_out: '1.99',
      fee: '1000000',
      fee_token: 'DK',
      counterpart_chain_id: '',
      counterpart_tx_hash: '',
    })
    expect(receipt.from.toLowerCase()).toBe(wallet!.address.toLowerCase())
    expect([converted.amountIn, converted.amountOut, converted.fee]).toEqual([
      parseEther('200000000'),
      parseEther('1.99'),
      parseEther('1000000'),
    ])
    expect(errors).toEqual([])
  })

  it('invests 5 HJW on chain 128 after approving, and shows it in /recordHjw', async () => {
    const c = harness.devnet.chain(128)
    const investmentAddress = c.record.contracts.investment!
    const investment = FomoInvestment__factory.connect(investmentAddress, c.provider)
    const hjw = tokenOf(128, 'HJW')
    const { page, wallet, errors } = await harness.open({ path: '/exchangeHjw' })
    const owner = wallet!.address
    await page.getByTestId('exchange-closes-at').waitFor()
    // the link to cross-chain is hidden on chain 128
    expect(await page.getByTestId('exchange-link-across-chain').count()).toBe(0)
    await expect.poll(() => page.getByTestId('exchange-balance').textContent()).not.toContain('…')

    const [hjwBefore, totalBefore] = await Promise.all([hjw.balanceOf(owner), investment.totalInvestment()])
    await page.getByTestId('exchange-amount').fill('5')
    await expect.poll(() => page.getByTestId('exchange-submit').textContent()).toBe('Approve HJW')
    await page.getByTestId('exchange-submit').click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Exchange success')
    expect(hjwBefore - (await hjw.balanceOf(owner))).toBe(parseEther('5'))
    expect((await investment.totalInvestment()) - totalBefore).toBe(parseEther('5'))
    await page.screenshot({ path: 'test-results/screenshots/exchange-hjw.png', fullPage: true })

    await page.getByTestId('exchange-link-hjw-records').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/recordHjw')
    // the seeded 1000 HJW and the new 5, newest first
    await expect
      .poll(() => page.getByTestId('exchange-record-in').allTextContents(), { timeout: 30_000 })
      .toEqual(['5 HJW', '1,000 HJW'])

    // no block on top of it yet: the release shows the 5 HJW as pending, not in the total
    await page.getByTestId('exchange-link-release').click()
    await expect.poll(() => page.getByTestId('release-pending').textContent(), { timeout: 30_000 }).toBe('5 HJW')
    expect(await page.getByTestId('release-total').textContent()).toBe('1,000 HJW')
    expect(await page.getByText('Pending, not final yet (finality depth 1)').count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('sends the HJW exchange to chain 128 (goToHecoEx) and the release to chain 56 (goToBscEx)', async () => {
    const { page } = await harness.open({ path: '/exchangeHjw', wallet: { chainId: 56 } })
    await expect
      .poll(() => page.getByTestId('exchange-wrong-network').textContent())
      .toContain('Please go to HECO chain exchange')
    await page.getByTestId('exchange-switch-network').click()
    await page.getByTestId('exchange-closes-at').waitFor()
    expect(await page.getByTestId('exchange-wrong-network').count()).toBe(0)

    await page.evaluate(() => {
      window.location.hash = '#/release'
    })
    await expect
      .poll(() => page.getByTestId('exchange-wrong-network').textContent())
      .toContain('Please go to the BSC chain for extraction')
    expect(await page.getByTestId('release-withdraw').count()).toBe(0)
  })

  it('greys the release’s Withdraw and says why: nothing released before the cliff, nothing invested', async () => {
    const { page, errors } = await harness.open({ path: '/release', wallet: { chainId: 56 } })
    const withdraw = page.getByTestId('release-withdraw')
    await expect
      .poll(() => page.getByTestId('release-withdraw-reason').textContent(), { timeout: 30_000 })
      .toMatch(/^Nothing released yet: the release begins on \w{3} \d+, \d{4}/)
    expect(await withdraw.getAttribute('aria-disabled')).toBe('true')
    await withdraw.click({ force: true })
    await expect.poll(() => notice(page).textContent()).toContain('Nothing released yet')
    // dev account 6 invested nothing
    const stranger = await harness.open({ path: '/release', wallet: { chainId: 56 }, account: 6 })
    await expect
      .poll(() => stranger.page.getByTestId('release-withdraw-reason').textContent(), { timeout: 30_000 })
      .toBe('Nothing to withdraw: this account has no final investment to release')
    // an expected refusal is said on the screen, never logged as a console error
    expect([...errors, ...stranger.errors]).toEqual([])
  })

  it('withdraws the release on chain 56 once the 1-day cliff has passed', async () => {
    const c = harness.devnet.chain(56)
    const investment = FomoInvestment__factory.connect(c.record.contracts.investment!, c.provider)
    const hjw = tokenOf(56, 'HJW')
    await advance(56, 2 * DAY)
    await indexedToHeads(harness)
    const { page, wallet, errors } = await harness.open({ path: '/release', wallet: { chainId: 56 } })
    const owner = wallet!.address
    await expect.poll(() => page.getByTestId('release-total').textContent()).toMatch(/^[\d,]+ HJW$/)
    const shown = async (id: string) =>
      Number.parseFloat((await page.getByTestId(id).textContent())?.replace(/,/g, '') ?? '')
    expect(await shown('release-total')).toBeGreaterThanOrEqual(1000)
    expect(await shown('release-waiting')).toBeGreaterThan(0)
    expect(await page.getByTestId('release-withdrawn').textContent()).toBe('0 HJW')

    const before = await hjw.balanceOf(owner)
    await page.getByTestId('release-withdraw').click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Withdrawal success')
    const paid = (await hjw.balanceOf(owner)) - before
    expect(paid).toBeGreaterThan(0n)
    // 2 of 30 days released of at most 1005 HJW: never more
    expect(paid).toBeLessThanOrEqual((parseEther('1005') * 3n) / 30n)
    expect(await investment.withdrawalCount(owner)).toBe(1n)
    // the screen reads the release again: what was withdrawn shows (once the server has indexed it)
    await expect.poll(() => shown('release-withdrawn'), { timeout: 10_000 }).toBeGreaterThan(0)
    // the withdrawal is listed below, and downloads as CSV: its row the chain's Withdrawal log (issue 30 item 10)
    const listed = page.getByTestId('release-records').getByTestId('exchange-record-out')
    await expect.poll(() => listed.allTextContents(), { timeout: 10_000 }).toHaveLength(1)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('exchange-records-csv').click(),
    ])
    expect(download.suggestedFilename()).toBe('fomo-release-records-56.csv')
    const [row, ...more] = parseCsv(await readFile((await download.path())!, 'utf8'))
    expect(more).toEqual([])
    const receipt = (await c.provider.getTransactionReceipt(row!.tx_hash!))!
    const block = (await c.provider.getBlock(receipt.blockNumber))!
    const withdrawal = receipt.logs
      .map((log) => investment.interface.parseLog({ topics: [...log.topics], data: log.data }))
      .find((parsed) => parsed?.name === 'Withdrawal')!.args
    expect(withdrawal.amount).toBe(paid)
    expect(row).toMatchObject({
      timestamp: new Date(block.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
      chain_id: '56',
      action: 'releaseWithdraw',
      account: owner.toLowerCase(),
      token_in: '',
      token_out: 'HJW',
      amount_out: formatUnits(paid, 18).replace(/\.0$/, ''),
    })
    await page.screenshot({ path: 'test-results/screenshots/release.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it('shows the HJW exchange closed once chain 128’s time passes its close', async () => {
    const c = harness.devnet.chain(128)
    const close = Number(await FomoInvestment__factory.connect(c.record.contracts.investment!, c.provider).closeTime())
    const head = (await c.provider.getBlock('latest'))!.timestamp
    await advance(128, close - head + 1)
    const { page, errors } = await harness.open({ path: '/exchangeHjw' })
    await expect.poll(() => page.getByTestId('exchange-closed').textContent()).toBe('The exchange is closed')
    expect(await page.getByTestId('exchange-submit').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
