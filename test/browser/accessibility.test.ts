import { afterAll, beforeAll, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { DESKTOP, startWebHarness, type WebHarness } from './support/startWebHarness'

/** The phone width. */
const PHONE_375 = { width: 375, height: 812 }

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
/** One location per screen of the route table (src/ui/routes). */
const ROUTES: Record<string, string> = {
  swap: '/swap',
  send: '/send',
  find: '/find',
  pool: '/pool',
  add: `/add/HT/${B}`,
  remove: `/remove/${A}/${B}`,
  migrateV1: '/migrate/v1',
  migrateV1Position: `/migrate/v1/${A}`,
  removeV1: `/remove/v1/${A}`,
  bankIncome: '/bankIncome',
  bankIncomeList: '/bankIncomeList',
  capitalPool: '/capitalPool',
  nameList: '/nameList',
  jianghuOrder: '/jianghuOrder',
  invitationDetails: '/invitationDetails',
  energyDetails: '/energyDetails',
  acrossChain: '/acrossChain',
  exchange: '/exchange',
  exchangeHjw: '/exchangeHjw',
  recordHjw: '/recordHjw',
  record: '/record/2',
  release: '/release',
  test: '/test',
  create: '/create',
}

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
    for (const [screen, path] of Object.entries(ROUTES)) {
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
