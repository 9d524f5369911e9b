import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoFactory__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { grouped } from './support/grouped'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => {
  await harness?.stop()
})

async function openTokenSelect(page: Page) {
  await page.getByTestId('account-button').waitFor()
  await page.getByTestId('select-input').click()
  await page.getByTestId('token-select').waitFor()
}

/**
 * Opens the swap screen; a token without a logo file (the fork's fresh tokens, and seeded ones when the build had no
 * deployment records) answers 404 and shows its first letter instead, so only those 404s are allowed.
 */
async function openSwap() {
  const opened = await harness.open({ path: '/swap' })
  const missing: string[] = []
  opened.page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname)
  })
  const otherErrors = () =>
    missing.some((path) => !path.startsWith('/images/token/'))
      ? opened.errors
      : opened.errors.filter((error) => !error.includes('status of 404'))
  return { ...opened, otherErrors }
}

const rowSymbols = (page: Page) =>
  page.getByTestId('token-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')))
const row = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`)

describe('token selection modal', () => {
  it('searches by symbol, name and address, shows balances, picks a common base, closes on Escape', async () => {
    const chain = harness.devnet.chain(128)
    const usdt = chain.record.tokens.find((token) => token.symbol === 'USDT')
    const aura = chain.record.tokens.find((token) => token.symbol === 'AURA')
    if (!usdt || !aura) throw new Error('the seeded devnet has no USDT or AURA')
    const { page, wallet, otherErrors } = await openSwap()
    await openTokenSelect(page)
    expect(await page.getByRole('dialog').getAttribute('aria-label')).toBe('Select a token')
    await expect.poll(async () => (await rowSymbols(page))[0]).toBe('HT') // the native coin first

    const owner = wallet?.address ?? ''
    const usdtBalance = await DevToken__factory.connect(usdt.address, chain.provider).balanceOf(owner)
    const nativeBalance = await chain.provider.getBalance(owner)
    await expect
      .poll(() => row(page, 'USDT').getByTestId('token-balance').textContent())
      .toBe(grouped(formatBalance(usdtBalance, 18)))
    expect(await row(page, 'HT').getByTestId('token-balance').textContent()).toBe(
      grouped(formatBalance(nativeBalance, 18)),
    )

    await page.getByTestId('token-search').fill('usdt')
    await expect.poll(async () => (await rowSymbols(page))[0]).toBe('USDT')
    await page.getByTestId('token-search').fill(aura.name)
    await expect.poll(() => rowSymbols(page)).toContain('AURA')
    await page.getByTestId('token-search').fill(aura.address.toLowerCase())
    await expect.poll(() => rowSymbols(page)).toEqual(['AURA'])

    await page.getByTestId('token-search').fill('')
    const bases = await page.getByTestId('common-base').evaluateAll((b) => b.map((e) => e.getAttribute('data-symbol')))
    expect(bases).toEqual(['HT', 'USDT', 'WHT'])
    await page.locator('[data-testid="common-base"][data-symbol="USDT"]').click()
    await page.getByTestId('token-select').waitFor({ state: 'detached' })
    expect(await page.getByTestId('select-input').textContent()).toBe('USDT')

    await openTokenSelect(page)
    await page.keyboard.press('Escape')
    await page.getByTestId('token-select').waitFor({ state: 'detached' })
    await openTokenSelect(page)
    await page.getByTestId('token-manage').click()
    await page.getByTestId('manage-lists').waitFor()
    expect(otherErrors()).toEqual([])
  })

  it("names chain 56's wrapped native coin WBNB / Wrapped BNB in the common bases and the list, never WHT", async () => {
    const { page, errors } = await harness.open({ path: '/swap', wallet: { chainId: 56 } })
    await openTokenSelect(page)
    await expect.poll(async () => (await rowSymbols(page))[0]).toBe('BNB')
    const bases = await page.getByTestId('common-base').evaluateAll((b) => b.map((e) => e.getAttribute('data-symbol')))
    expect(bases).toEqual(['BNB', 'USDT', 'WBNB'])
    await page.getByTestId('token-search').fill('wrapped')
    await expect.poll(() => rowSymbols(page)).toEqual(['WBNB'])
    expect(await row(page, 'WBNB').locator('.token-row-name').textContent()).toBe('Wrapped BNB')
    await page.getByTestId('token-search').fill('WHT')
    await expect.poll(() => rowSymbols(page)).toEqual([])
    // the seeded tokens' logos are generated for `npm start`, not for this build: only those may answer 404
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('shows each listed token its own logo from the app, and an imported Fomo-LP the LP logo, with no 404', async () => {
    const chain = harness.devnet.chain(128)
    const tokenOf = (symbol: string) => chain.record.tokens.find((token) => token.symbol === symbol)!.address
    const pair = await FomoFactory__factory.connect(chain.record.contracts.factory, chain.provider).getPair(
      tokenOf('USDT'),
      tokenOf('AURA'),
    )
    const { page, errors } = await harness.open({ path: '/swap' })
    const missing: string[] = []
    page.on('response', (response) => response.status() === 404 && missing.push(response.url()))
    await openTokenSelect(page)
    await expect.poll(() => rowSymbols(page)).toContain('DK2')
    const logos = () =>
      page.getByTestId('token-row').evaluateAll((rows) =>
        rows.map((row) => {
          const img = row.querySelector('img.token-logo') as HTMLImageElement | null
          return { symbol: row.getAttribute('data-symbol'), src: img?.src, loaded: (img?.naturalWidth ?? 0) > 0 }
        }),
      )
    await expect.poll(async () => (await logos()).every((logo) => logo.loaded)).toBe(true)
    const shown = await logos()
    expect(new Set(shown.map((logo) => logo.src)).size).toBe(shown.length) // no two tokens share a logo

    await page.getByTestId('token-search').fill(pair)
    await page.getByTestId('token-found').waitFor()
    await page.getByTestId('token-import').click()
    await page.getByTestId('import-understand').check()
    await page.getByTestId('import-continue').click()
    await page.getByTestId('token-select').waitFor({ state: 'detached' })
    await openTokenSelect(page)
    await page.getByTestId('token-search').fill('Fomo-LP')
    const lp = row(page, 'Fomo-LP').locator('img.token-logo')
    await expect.poll(() => lp.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
    expect(await lp.getAttribute('src')).toBe('images/token/Fomo-LP.svg')
    expect(missing).toEqual([])
    expect(errors).toEqual([])
  })

  it('imports an unlisted token through the warning and keeps it after a reload', async () => {
    const chain = harness.devnet.chain(128)
    const deployer = new Wallet(devAccounts(3)[2]?.privateKey ?? '', chain.provider)
    const token = await new DevToken__factory(deployer).deploy('Fresh Token', 'FRESH')
    await token.waitForDeployment()
    const address = await token.getAddress()
    const { page, wallet, otherErrors } = await openSwap()
    await (await token.mint(wallet?.address ?? '', 1_234_567_800_000_000_000_000n)).wait()

    await openTokenSelect(page)
    await page.getByTestId('token-search').fill(address)
    await page.getByTestId('token-found').waitFor()
    expect(await page.getByTestId('token-found').textContent()).toContain('FRESH')
    await page.getByTestId('token-import').click()
    expect(await page.getByTestId('import-warning').textContent()).toContain('You may be unable to sell this token')
    expect(await page.getByTestId('import-continue').isDisabled()).toBe(true)
    await page.getByTestId('import-understand').check()
    await page.getByTestId('import-continue').click()
    await page.getByTestId('token-select').waitFor({ state: 'detached' })
    expect(await page.getByTestId('select-input').textContent()).toBe('FRESH')

    await page.reload()
    await openTokenSelect(page)
    await page.getByTestId('token-search').fill('fresh')
    await expect.poll(() => rowSymbols(page)).toEqual(['FRESH'])
    expect(await row(page, 'FRESH').getByTestId('token-tag-imported').textContent()).toBe('Imported')
    await expect.poll(() => row(page, 'FRESH').getByTestId('token-balance').textContent()).toBe('1,234.56')
    expect(otherErrors()).toEqual([])
  })

  it.each(['light', 'dark'] as const)(
    'draws the token selection and list controls as the app’s own controls in the %s theme, never browser defaults',
    async (theme) => {
      const { page } = await harness.open({ path: `/swap?theme=${theme}` })
      await page.getByTestId('account-button').waitFor()
      const controls = ['select-input']
      await page.getByTestId('select-input').click()
      await page.getByTestId('token-select').waitFor()
      controls.push('token-search', 'common-base', 'token-manage')
      const styles: ControlStyle[] = await computedControlStyles(page, controls)
      await page.getByTestId('token-manage').click()
      await page.getByTestId('list-row').first().waitFor()
      await page.getByTestId('list-options').first().click()
      styles.push(...(await computedControlStyles(page, ['list-options', 'list-select', 'list-remove', 'list-input'])))
      expect(styles.map((style) => style.testId)).toEqual([
        ...controls,
        'list-options',
        'list-select',
        'list-remove',
        'list-input',
      ])
      for (const style of styles) {
        // the browser's own button face (ButtonFace: light grey, flat grey in the dark scheme) and square corners
        if (style.tag === 'INPUT') expect(style.background, style.testId).toBe(style.surface)
        else expect(style, style.testId).not.toMatchObject({ background: style.defaultBackground })
        expect(style.borderRadius, style.testId).not.toBe('0px')
        expect(style.borderStyle, style.testId).not.toBe(style.defaultBorderStyle)
        expect(style.fontFamily, style.testId).toBe(style.bodyFontFamily)
        expect(style.color, style.testId).toBe(style.expectedColor)
      }
    },
  )
})

interface ControlStyle {
  testId: string
  tag: string
  /** The theme's surface colour (a field's background). */
  surface: string
  background: string
  defaultBackground: string
  borderRadius: string
  borderStyle: string
  defaultBorderStyle: string
  fontFamily: string
  bodyFontFamily: string
  color: string
  /** The theme's text colour, or its primary colour for a primary or link control. */
  expectedColor: string
}

/**
 * The computed styles of the first element of each test id, beside what the browser would draw for the same element
 * unstyled (`all: revert`, in the page's colour scheme).
 */
function computedControlStyles(page: Page, testIds: string[]): Promise<ControlStyle[]> {
  return page.evaluate((ids) => {
    const root = getComputedStyle(document.documentElement)
    const body = getComputedStyle(document.body)
    const resolve = (value: string) => {
      const probe = document.createElement('span')
      probe.style.color = value
      document.body.append(probe)
      const color = getComputedStyle(probe).color
      probe.remove()
      return color
    }
    return ids.map((testId) => {
      const element = document.querySelector(`[data-testid="${testId}"]`)
      if (!element) throw new Error(`no ${testId}`)
      const probe = document.createElement(element.tagName)
      probe.style.all = 'revert'
      element.parentElement!.append(probe)
      const unstyled = getComputedStyle(probe)
      const style = getComputedStyle(element)
      const primary = element.matches('.primary, .button-primary')
      const result = {
        testId,
        tag: element.tagName,
        surface: resolve(root.getPropertyValue('--surface')),
        background: style.backgroundColor,
        defaultBackground: unstyled.backgroundColor,
        borderRadius: style.borderRadius,
        borderStyle: style.borderTopStyle,
        defaultBorderStyle: unstyled.borderTopStyle,
        fontFamily: style.fontFamily,
        bodyFontFamily: body.fontFamily,
        color: style.color,
        expectedColor: primary
          ? resolve(root.getPropertyValue('--primary-text'))
          : resolve(root.getPropertyValue('--text')),
      }
      probe.remove()
      return result
    })
  }, testIds)
}
