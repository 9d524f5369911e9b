import { afterAll, beforeAll, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { PHONE_375, SCREEN_LOCATIONS } from './support/screenLocations'
import { DESKTOP, startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  // the server indexes the forks: the release and record screens show indexed figures, not the API's 503
  harness = await startWebHarness({ api: { indexer: INDEXING } })
  await indexedToHeads(harness)
})
afterAll(async () => harness?.stop())

const cases = (['light', 'dark'] as const).flatMap((theme) =>
  (['desktop', '375 px'] as const).map((width) => [theme, width] as const),
)

it.each(cases)(
  'finds no serious or critical axe violation on any route in the %s theme at %s',
  { timeout: 240_000 },
  async (theme, width) => {
    const { page, errors } = await harness.open({
      path: `/swap?theme=${theme}`,
      viewport: width === '375 px' ? PHONE_375 : DESKTOP,
      wallet: { chainId: 56 }, // the BSC-type chain shows the bottom bar too
    })
    await page.getByTestId('account-button').waitFor()
    const found: string[] = []
    for (const [screen, path] of Object.entries(SCREEN_LOCATIONS)) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${path}`)
      await page.locator(`[data-screen="${screen}"] [data-testid="screen"]`).waitFor()
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
      // the screen as read, not as loading: its figures and lists are in before axe looks
      await expect.poll(() => page.getByTestId('spinner').count()).toBe(0)
      found.push(...(await seriousViolations(page, `${theme} ${width} ${path}`)))
    }
    expect(found.join('\n')).toBe('')
    expect(errors).toEqual([])
  },
)

it.each(cases)(
  'finds no serious or critical axe violation in the dialogs and menus in the %s theme at %s',
  { timeout: 120_000 },
  async (theme, width) => {
    const viewport = width === '375 px' ? PHONE_375 : DESKTOP
    const found: string[] = []
    const none = await harness.open({ path: `/swap?theme=${theme}`, wallet: false, viewport })
    await none.page.getByTestId('connect-button').click()
    await none.page.getByTestId('wallet-modal').waitFor()
    found.push(...(await seriousViolations(none.page, `${theme} ${width} wallet dialog`)))

    const { page, errors } = await harness.open({ path: `/swap?theme=${theme}`, viewport })
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-modal').waitFor()
    found.push(...(await seriousViolations(page, `${theme} ${width} account dialog`)))
    await page.keyboard.press('Escape')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-panel').waitFor()
    found.push(...(await seriousViolations(page, `${theme} ${width} menu`)))
    await page.getByTestId('menu-button').click()
    await page.getByTestId('network-badge').click()
    found.push(...(await seriousViolations(page, `${theme} ${width} network menu`)))
    await page.getByTestId('network-badge').click()
    await page.getByTestId('select-input').click()
    await page.getByTestId('token-select').waitFor()
    found.push(...(await seriousViolations(page, `${theme} ${width} token dialog`)))
    expect(found.join('\n')).toBe('')
    expect(errors).toEqual([])
  },
)
