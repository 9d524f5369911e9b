import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import { tokenAddress, waitForSwapForm } from './support/swapSteps'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

/** Two Chinese or Japanese characters with a space between them: a translated name dropped into a sentence with spaces. */
const SPACED_CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー] +[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u

/** What a reader of each language must see, written out here rather than read from the locale files. */
const EXPECTED = {
  ja: {
    swapTitle: 'スワップ',
    wrap: 'ラップ',
    popup: '取引が確認されました',
    connectedWith: '開発用ウォレットで接続中',
    confirmed: '確認済み',
    poolTitle: 'プール',
  },
  'zh-CN': {
    swapTitle: '兑换',
    wrap: '包装',
    popup: '交易已确认',
    connectedWith: '已通过开发钱包连接',
    confirmed: '已确认',
    poolTitle: '流动池',
  },
} as const

async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? ''
}

describe('the app read in Japanese and Simplified Chinese', () => {
  it.each(Object.entries(EXPECTED))(
    '%s: the Dev wallet line, a confirmed wrap and the pool screen in the words of the language',
    async (locale, words) => {
      const wht = tokenAddress(harness.devnet.chain(128), 'WHT')
      const { page, errors } = await harness.open({
        path: `/swap?inputCurrency=HT&outputCurrency=${wht}`,
        wallet: false,
        storage: { 'fomo.locale': JSON.stringify(locale) },
      })
      await page.getByTestId('swap-form').waitFor()
      await page.getByTestId('block-number').waitFor() // the read-only network answers before the wallet is chosen
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-option-dev').click()
      await page.getByTestId('account-button').waitFor()
      await waitForSwapForm(page)
      expect(await page.getByTestId('screen').locator('h1').textContent()).toBe(words.swapTitle)

      await page.getByTestId('amount-input').fill('0.1')
      await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe(words.wrap)
      await page.getByTestId('swap-button').click()
      const popup = page.locator('[data-testid="popup"][data-kind="transaction"]')
      await popup.waitFor({ timeout: 15_000 })
      expect(await popup.textContent()).toContain(words.popup)

      await page.getByTestId('account-button').click()
      await page.getByTestId('account-modal').waitFor()
      const modal = await textOf(page, 'account-modal')
      expect(modal).toContain(words.connectedWith)
      expect(modal).not.toMatch(SPACED_CJK)
      const transaction = page.getByTestId('transaction').first()
      await expect.poll(() => transaction.getAttribute('data-status')).toBe('confirmed')
      expect(await transaction.locator('.tx-status').textContent()).toBe(words.confirmed)
      await page.keyboard.press('Escape')

      await page.evaluate(() => {
        window.location.hash = '#/pool'
      })
      await expect.poll(() => page.getByTestId('screen').locator('h1').textContent()).toBe(words.poolTitle)
      expect(await textOf(page, 'screen')).not.toMatch(SPACED_CJK)
      expect(errors).toEqual([])
    },
  )
})
