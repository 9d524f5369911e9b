import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { latestDayCutoff } from '../../src/domain/leaderboard/latestDayCutoff'
import { en } from '../../src/ui/locales/en'
import { ja } from '../../src/ui/locales/ja'
import { ko } from '../../src/ui/locales/ko'
import { zhCN } from '../../src/ui/locales/zhCN'
import { zhTW } from '../../src/ui/locales/zhTW'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

const DAY = 86_400
const ZONE = 'Asia/Shanghai'
const accounts = devAccounts().map((account) => account.address.toLowerCase())
let harness: WebHarness
let headTime: number

beforeAll(async () => {
  harness = await startWebHarness({ api: { indexer: INDEXING, leaderboardTimeZone: ZONE } })
  // a day on both chains, so that a 24:00 in the zone lies after the seeded pledges
  for (const chainId of [128, 56]) {
    await harness.devnet.chain(chainId).provider.send('evm_increaseTime', [DAY])
    await harness.devnet.chain(chainId).provider.send('evm_mine', [])
  }
  headTime = (await harness.devnet.chain(128).provider.getBlock('latest'))!.timestamp
  await indexedToHeads(harness)
})
afterAll(async () => harness?.stop())

/** A message with its `{name}` placeholders filled, as formatjs prints it. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

describe('the directors leaderboard in the browser', () => {
  it('lists the seeded locks by DAO voucher with status, marks the connected account, and shows the rule and zone', async () => {
    const { page, errors } = await harness.open({ path: '/nameList' })
    await page.getByTestId('leaderboard').waitFor()
    const rows = page.getByTestId('leaderboard-row')
    expect(await rows.count()).toBe(4)
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-address')))).toEqual(
      [2, 1, 5, 3].map((i) => accounts[i]),
    )
    expect(await page.getByTestId('leaderboard-voucher').allTextContents()).toEqual([
      '12.00 LP',
      '7.50 LP',
      '6.00 LP',
      '4.00 LP',
    ])
    expect(await page.getByTestId('leaderboard-rank').allTextContents()).toEqual(['1', '2', '3', '4'])
    expect(new Set(await page.getByTestId('leaderboard-status').allTextContents())).toEqual(
      new Set([en['leaderboard.director']]),
    )
    // dev account 1 is the wallet: its row, and only its row, is marked
    const mine = page.locator('[data-testid="leaderboard-row"][data-mine="true"]')
    expect(await mine.count()).toBe(1)
    expect(await mine.getAttribute('data-address')).toBe(accounts[1])
    expect(await mine.textContent()).toContain(en['leaderboard.you'])

    const { day } = latestDayCutoff(headTime, ZONE)
    expect(await page.getByTestId('leaderboard-rule').textContent()).toBe(
      fill(en['leaderboard.rule'], { seats: 51, share: 70 }),
    )
    expect(await page.getByTestId('leaderboard-snapshot').textContent()).toBe(
      `${fill(en['leaderboard.snapshot'], { day, zone: ZONE })} · ${fill(en['leaderboard.schedule'], { zone: ZONE })}`,
    )
    expect(await page.getByTestId('leaderboard-more').count()).toBe(0) // one page holds all four
    await page.screenshot({ path: 'test-results/screenshots/name-list.png' })
    expect(errors).toEqual([])
  })

  it('says it in every language', async () => {
    const { page } = await harness.open({ path: '/nameList', account: 6 })
    await page.getByTestId('leaderboard').waitFor()
    expect(await page.locator('[data-mine="true"]').count()).toBe(0) // account 6 holds no voucher
    const { day } = latestDayCutoff(headTime, ZONE)
    for (const [locale, messages] of [
      ['ja', ja],
      ['ko', ko],
      ['zh-TW', zhTW],
      ['zh-CN', zhCN],
    ] as const) {
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-language').click()
      await page.getByTestId(`locale-${locale}`).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale)
      await expect
        .poll(() => page.getByTestId('leaderboard-rule').textContent())
        .toBe(fill(messages['leaderboard.rule'], { seats: 51, share: 70 }))
      expect(await page.getByTestId('leaderboard-snapshot').textContent()).toContain(
        fill(messages['leaderboard.snapshot'], { day, zone: ZONE }),
      )
      expect(await page.locator('.leaderboard th').allTextContents()).toEqual(
        ['rank', 'address', 'status', 'voucher'].map((key) => messages[`leaderboard.${key}` as keyof typeof messages]),
      )
      expect(await page.getByTestId('leaderboard-status').first().textContent()).toBe(messages['leaderboard.director'])
    }
  })
})
