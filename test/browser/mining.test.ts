import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FomoLPMining__factory,
  FomoPair__factory,
  FomoRewardDistributor__factory,
} from '../../src/adapters/contracts/generated'
import { formatUnits } from '../../src/domain/format/formatUnits'
import { csvTimestamp } from '../../src/domain/records/recordsCsv'
import { en } from '../../src/ui/locales/en'
import { ja } from '../../src/ui/locales/ja'
import { ko } from '../../src/ui/locales/ko'
import { zhCN } from '../../src/ui/locales/zhCN'
import { zhTW } from '../../src/ui/locales/zhTW'
import { parseCsv } from '../support/parseCsv'
import { addOnChain, balance, E18, pairOf } from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  // the API server indexes the fork, so its ledger knows dev account 1's seeded pledges in AURA/USDT
  harness = await startWebHarness({
    api: { indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 } },
  })
  // LP in dev account 1's wallet to pledge (its seeded LP is all pledged)
  await addOnChain(harness.devnet.chain(128), 1, 'AURA', 'USDT', 100n * E18, 200n * E18)
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)
/** A pool's button in the LP list, whichever of its tokens the pair lists first. */
const poolButton = (page: Page, a: string, b: string) =>
  page.locator(`[data-testid="mining-pool"][data-pair="${a}/${b}"], [data-testid="mining-pool"][data-pair="${b}/${a}"]`)
const notice = (page: Page) => page.getByTestId('notice')

describe('LP mining in the browser', () => {
  it('lists the pools, toggles to the account’s own, opens bank income, pledges on demand after approving, then for 7 days', async () => {
    const c = chain()
    const lpMining = c.record.contracts.lpMining!
    const lp = await pairOf(c, 'AURA', 'USDT')
    const { page, wallet, errors } = await harness.open({ path: '/bankIncomeList' })
    const owner = wallet!.address
    await poolButton(page, 'AURA', 'USDT').waitFor()
    await poolButton(page, 'MGET', 'USDT').waitFor() // every pool, dev account 3's too
    expect(await page.getByTestId('mining-total-locked').textContent()).toMatch(/\d+\.\d\d USDT/)
    expect(await page.getByTestId('mining-apr-explain').textContent()).toContain('APR')

    await page.getByTestId('mining-personal').check()
    await expect.poll(() => poolButton(page, 'MGET', 'USDT').count()).toBe(0)
    expect(await poolButton(page, 'AURA', 'USDT').count()).toBe(1)
    await page.screenshot({ path: 'test-results/screenshots/mining-list.png' })

    await poolButton(page, 'AURA', 'USDT').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/bankIncome')
    // seeded: 5 LP on demand and 5 LP for 30 days at weight 1.5 (the DAO voucher)
    await expect.poll(() => page.getByTestId('bank-demand').textContent()).toBe('5.00')
    expect(await page.getByTestId('bank-dao-voucher').textContent()).toBe('7.50')
    expect(await page.getByTestId('bank-lock').count()).toBe(1)
    expect(await page.getByTestId('bank-lock-countdown').textContent()).toMatch(/^in (29|30)d \d\d:\d\d:\d\d$/)

    const mining = FomoLPMining__factory.connect(lpMining, c.provider)
    const [demandBefore] = await mining.positionOf(lp, owner)
    const nonce = await c.provider.getTransactionCount(owner)
    await page.getByTestId('bank-pledge').click()
    await page.getByTestId('pledge-option-0').click()
    await page.getByTestId('pledge-amount').fill('3')
    await expect.poll(() => page.getByTestId('pledge-submit').textContent()).toBe('Approve')
    await page.getByTestId('pledge-submit').click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Pledge Success')
    // the approval went first, then the pledge continued by itself
    expect(await c.provider.getTransactionCount(owner)).toBe(nonce + 2)
    expect(await FomoPair__factory.connect(lp, c.provider).allowance(owner, lpMining)).toBeGreaterThan(0n)
    const [demandAfter] = await mining.positionOf(lp, owner)
    expect(demandAfter - demandBefore).toBe(3n * E18)
    // read again while the server indexes the pledge (the page can hear of its block first)
    await expect.poll(() => page.getByTestId('bank-demand').textContent(), { timeout: 10_000 }).toBe('8.00')

    // a fixed term: already approved, so the pledge goes at once; the lock joins the list and the DAO voucher (× 1.2)
    await page.getByTestId('bank-pledge').click()
    await page.getByTestId('pledge-option-7').click()
    expect(await page.getByTestId('pledge-option-7').textContent()).toMatch(
      /7 days.*Weight 1\.2x.*APY .*Energy ratio 1\.1x/,
    )
    await page.getByTestId('pledge-amount').fill('2')
    await expect.poll(() => page.getByTestId('pledge-submit').textContent()).toBe('Pledge')
    await page.screenshot({ path: 'test-results/screenshots/mining-pledge-modal.png' })
    await page.getByTestId('pledge-submit').click()
    await expect.poll(() => page.getByTestId('bank-lock').count(), { timeout: 30_000 }).toBe(2)
    expect(await c.provider.getTransactionCount(owner)).toBe(nonce + 3)
    const [, locks] = await mining.positionOf(lp, owner)
    expect(locks.map((lock) => lock.amount)).toContain(2n * E18)
    await expect.poll(() => page.getByTestId('bank-dao-voucher').textContent(), { timeout: 10_000 }).toBe('9.90')
    await page.screenshot({ path: 'test-results/screenshots/mining-bank-income.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it('withdraws the rewards with the server’s voucher: AURA reaches the wallet', async () => {
    const c = chain()
    const { page, wallet } = await harness.open({ path: '/bankIncomeList' })
    const owner = wallet!.address
    await poolButton(page, 'AURA', 'USDT').click()
    const withdraw = page.getByTestId('bank-withdraw-rewards')
    await expect.poll(() => withdraw.getAttribute('aria-disabled')).toBe('false')
    const before = await balance(c, 'AURA', owner)
    await withdraw.click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Withdrawal success')
    expect(await balance(c, 'AURA', owner)).toBeGreaterThan(before)
  })

  it('withdraws the unlocked LP (the demand balance, not the locks), refreshes, then says noLPW', async () => {
    const c = chain()
    const lp = await pairOf(c, 'AURA', 'USDT')
    const mining = FomoLPMining__factory.connect(c.record.contracts.lpMining!, c.provider)
    const { page, wallet } = await harness.open({ path: '/bankIncomeList' })
    const owner = wallet!.address
    await poolButton(page, 'AURA', 'USDT').click()
    const [demand] = await mining.positionOf(lp, owner)
    expect(demand).toBeGreaterThan(0n)
    await expect.poll(() => page.getByTestId('bank-withdrawable').textContent()).not.toBe('0.00')
    const before = await balance(c, lp, owner)
    await page.getByTestId('bank-withdraw-lp').click()
    await expect.poll(() => notice(page).textContent(), { timeout: 30_000 }).toContain('Withdrawal success')
    expect((await balance(c, lp, owner)) - before).toBe(demand)
    expect((await mining.positionOf(lp, owner))[0]).toBe(0n)
    // 6 s after the withdrawal the screen reloads what the server indexed
    await expect.poll(() => page.getByTestId('bank-withdrawable').textContent()).toBe('0.00')
    expect(await page.getByTestId('bank-dao-voucher').textContent()).toBe('9.90')
    const nonce = await c.provider.getTransactionCount(owner)
    // grey now (the rest is locked: its amount and date are said under it); a tap still says why
    expect(await page.getByTestId('bank-withdraw-lp').getAttribute('aria-disabled')).toBe('true')
    expect(await page.getByTestId('bank-withdraw-lp-reason').textContent()).toMatch(
      /^No LP to be withdrawn yet: [\d.]+ LP is locked until /,
    )
    await page.getByTestId('bank-withdraw-lp').click({ force: true })
    await expect.poll(() => notice(page).textContent()).toContain('No LP to be withdrawn yet')
    expect(await c.provider.getTransactionCount(owner)).toBe(nonce)
  })
})

describe('the mining records in the browser', () => {
  it('lists the reward and the LP withdrawal just made, newest first, and downloads them as the chain logged them', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: '/bankIncomeList' })
    const owner = wallet!.address
    await poolButton(page, 'AURA', 'USDT').click()
    const distributor = FomoRewardDistributor__factory.connect(c.record.contracts.rewardDistributor!, c.provider)
    const mining = FomoLPMining__factory.connect(c.record.contracts.lpMining!, c.provider)
    const rewards = await distributor.queryFilter(distributor.filters.RewardDistributed(owner))
    const withdrawals = await mining.queryFilter(mining.filters.Withdrawn(owner))
    expect([rewards.length, withdrawals.length]).toEqual([1, 1])
    await expect.poll(() => page.getByTestId('mining-record').count(), { timeout: 30_000 }).toBe(2)
    expect(await page.getByTestId('mining-record-amount').first().textContent()).toMatch(/^[\d,.]+ 0x[0-9a-f]{40}$/)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('mining-records-csv').click(),
    ])
    expect(download.suggestedFilename()).toBe('fomo-mining-records.csv')
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'))
    const expected = await Promise.all(
      [
        { action: 'lpWithdraw', log: withdrawals[0]!, token: withdrawals[0]!.args.lpToken.toLowerCase() },
        { action: 'miningReward', log: rewards[0]!, token: 'AURA' },
      ].map(async ({ action, log, token }) => {
        const receipt = (await c.provider.getTransactionReceipt(log.transactionHash))!
        const block = (await c.provider.getBlock(receipt.blockNumber))!
        return {
          timestamp: csvTimestamp(block.timestamp),
          chain_id: '128',
          tx_hash: receipt.hash.toLowerCase(),
          action,
          status: 'success',
          account: owner.toLowerCase(),
          token_out: token,
          amount_out: formatUnits(log.args.amount, 18),
          fee: formatUnits(receipt.gasUsed * receipt.gasPrice, 18),
          fee_token: 'HT',
        }
      }),
    )
    expect(rows).toMatchObject(expected)
    expect(errors).toEqual([])
  })
})

describe('the mining messages in every language', () => {
  it('switches the language on /bankIncomeList, then says noIncomeW, noLPW and fillPA on /bankIncome in it', async () => {
    // dev account 6 never pledged: no income, no LP to withdraw, no LP in the wallet
    const { page, errors } = await harness.open({ path: '/bankIncomeList', account: 6 })
    const title = page.getByTestId('screen').locator('h1')
    const chooseLocale = async (locale: string) => {
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-language').click()
      await page.getByTestId(`locale-${locale}`).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale)
    }
    await poolButton(page, 'AURA', 'USDT').waitFor()
    await chooseLocale('ja')
    await expect.poll(() => title.textContent()).toBe(ja['screen.bankIncomeList'])
    expect(await page.getByTestId('mining-apr-explain').textContent()).toBe(ja['mining.list.aprExplain'])
    expect(await page.locator('.mining-toggle').textContent()).toBe(ja['mining.list.personal'])

    await poolButton(page, 'AURA', 'USDT').click()
    await expect.poll(() => title.textContent()).toBe(ja['screen.bankIncome'])
    await expect.poll(() => page.getByTestId('bank-withdraw-rewards').getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => page.getByTestId('bank-withdrawable').textContent()).toBe('0.00')
    for (const [locale, messages] of [
      ['ja', ja],
      ['ko', ko],
      ['zh-TW', zhTW],
      ['zh-CN', zhCN],
    ] as const) {
      if (locale !== 'ja') await chooseLocale(locale)
      await expect.poll(() => title.textContent()).toBe(messages['screen.bankIncome'])
      // each notice replaces the one before, and no two in a row say the same
      // the grey button (aria-disabled, which Playwright will not click unforced) still answers a tap with noIncomeW
      await page.getByTestId('bank-withdraw-rewards').click({ force: true })
      await expect.poll(() => notice(page).textContent()).toContain(messages['mining.error.noIncomeW'])
      await page.getByTestId('bank-withdraw-lp').click({ force: true }) // grey: nothing to withdraw
      await expect.poll(() => notice(page).textContent()).toContain(messages['mining.error.noLPW'])
      await page.getByTestId('bank-pledge').click()
      await page.getByTestId('pledge-submit').click() // no amount typed
      await expect.poll(() => notice(page).textContent()).toContain(messages['mining.error.fillPA'])
      expect(await notice(page).textContent()).not.toContain(en['mining.error.fillPA'])
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByTestId('pledge-modal').count()).toBe(0)
    }
    expect(errors).toEqual([])
  })
})
