import { mkdir } from 'node:fs/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { PHONE_375, SCREEN_LOCATIONS } from './support/screenLocations'
import { DESKTOP, PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'

const DIR = 'test-results/screenshots'

let harness: WebHarness
beforeAll(async () => {
  // the server indexes the forks: the release screen's figures come from indexed investments
  harness = await startWebHarness({ api: { indexer: INDEXING } })
  await mkdir(`${DIR}/en`, { recursive: true })
  await mkdir(`${DIR}/ja`, { recursive: true })
  await indexedToHeads(harness)
})
afterAll(async () => harness?.stop())

it.each(
  (['en', 'ja'] as const).flatMap((locale) =>
    (['light', 'dark'] as const).flatMap((theme) =>
      (['desktop', 'phone'] as const).map((width) => [locale, theme, width] as const),
    ),
  ),
)('screenshots every screen in %s, the %s theme, at %s width', async (locale, theme, width) => {
  const { page, wallet, errors } = await harness.open({
    path: `/swap?theme=${theme}`,
    viewport: width === 'phone' ? PHONE_375 : DESKTOP,
    wallet: { chainId: 56 }, // the BSC-type chain shows the bottom bar too
    storage: { 'fomo.locale': JSON.stringify(locale) },
  })
  await page.getByTestId('account-button').waitFor()
  expect(wallet?.chainId).toBe(56)
  for (const [screen, path] of Object.entries(SCREEN_LOCATIONS)) {
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}`)
    await page.locator(`[data-screen="${screen}"] [data-testid="screen"]`).waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
    await page.screenshot({
      path: `${DIR}/${locale}/${screen}-${theme}-${width}.png`,
      fullPage: width === 'phone',
      animations: 'disabled',
    })
  }
  await page.getByTestId('account-button').click()
  await page.screenshot({ path: `${DIR}/${locale}/account-${theme}-${width}.png` })
  // Escape reaches the dialog once it holds the focus (its key handler is attached then), not at the first paint
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
  await page.keyboard.press('Escape')
  await page.getByTestId('menu-button').click()
  await page.screenshot({ path: `${DIR}/${locale}/menu-${theme}-${width}.png` })
  expect(errors).toEqual([])
})

it('screenshots the wallet choice and the wrong-network state', async () => {
  const none = await harness.open({ path: '/swap', wallet: false, viewport: PHONE })
  await none.page.getByTestId('screen').waitFor()
  await none.page.getByTestId('connect-button').click()
  await none.page.screenshot({ path: `${DIR}/wallet-modal-light-phone.png` })
  const wrong = await harness.open({ path: '/swap?theme=dark', wallet: { chainId: 1337 } })
  await wrong.page.getByTestId('unsupported-network').waitFor()
  await wrong.page.screenshot({ path: `${DIR}/unsupported-network-dark-desktop.png` })
})
