import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateTokenList } from '../../src/domain/lists/validateTokenList'
import { PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

describe('routes in the browser', () => {
  const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
  const hash = (page: import('playwright-core').Page) => page.evaluate(() => window.location.hash)

  it('follows every kind of redirect, replacing the history entry, and shows each screen with its marker', async () => {
    const { page, errors } = await harness.open({ path: '/pool' })
    await page.locator('[data-screen="pool"]').waitFor()
    const cases: [string, string, string][] = [
      // /swap/{output} becomes ?outputCurrency=, which the swap screen takes and then resets (spec section 2)
      ['/swap/HT?exactAmount=1', '#/swap', 'swap'],
      [`/add/${A}-${B}`, `#/add/${A}/${B}`, 'add'],
      [`/add/${A}/${A}`, `#/add/${A}`, 'add'],
      [`/remove/${A}-${B}`, `#/remove/${A}/${B}`, 'remove'],
      ['/remove/HT', '#/pool', 'pool'],
      ['/remove/v1/0x12', '#/migrate/v1', 'migrateV1'],
      ['/acrossChain', '#/acrossChain', 'acrossChain'],
      ['/nowhere', '#/send', 'send'],
      ['/?theme=light', '#/exchangeHjw?theme=light', 'exchangeHjw'],
    ]
    for (const [from, to, screen] of cases) {
      await page.evaluate((next) => (window.location.hash = next), `#${from}`)
      await expect.poll(() => hash(page)).toBe(to)
      await page.locator(`[data-screen="${screen}"] [data-testid="screen"]`).waitFor()
      // the cross-chain screen is built (issue 16): its form, not a frame's marker
      if (screen === 'acrossChain') {
        await page.getByTestId('bridge-form').waitFor()
        expect(await page.getByTestId('coming-with').count()).toBe(0)
      }
    }
    expect(errors).toEqual([])
    await page.goBack() // redirects replaced their entries: back is the previous location typed, not a redirect
    await expect.poll(() => hash(page)).toBe('#/send')
  })

  it('sends the home screen to /swap with the query on network 56, and logs an invalid address', async () => {
    const { page } = await harness.open({ path: '/?paddr=0x1', wallet: { chainId: 56 } })
    await page.getByTestId('account-button').waitFor()
    await expect.poll(() => hash(page)).toBe('#/swap?paddr=0x1')
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.evaluate(() => (window.location.hash = '#/migrate/v1/0xnope'))
    await expect.poll(() => hash(page)).toBe('#/migrate/v1')
    expect(warnings).toContain('invalid address in /migrate/v1/0xnope')
  })
})

describe('layout', () => {
  it('has a header with the menu (home, language settings), wallet button and network, and the top tabs', async () => {
    const { page, errors } = await harness.open({ path: '/bankIncomeList' })
    await page.getByTestId('screen').waitFor()
    expect(await page.getByTestId('network-badge').textContent()).toBe('HECO')
    await page.getByTestId('menu-button').click()
    const menu = page.getByTestId('menu-panel')
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/')
    expect(await menu.getByTestId('menu-language').textContent()).toBe('Language settings')
    const tabs = page.getByTestId('top-tabs').getByRole('link')
    expect(await tabs.allTextContents()).toEqual(['Liquidity mining', 'Adding liquidity', 'Capital pool'])
    expect(await page.locator('.top-tabs a.active').textContent()).toBe('Liquidity mining')
    await tabs.nth(2).click()
    await expect.poll(() => page.locator('.top-tabs a.active').textContent()).toBe('Capital pool')
    expect(await page.getByTestId('menu-panel').count()).toBe(0) // navigating closes the menu
    expect(errors).toEqual([])
  })

  it('leads from the menu to every area of the product, on chain 128 as on chain 56', async () => {
    const { page, wallet, errors } = await harness.open({ path: '/' })
    await page.locator('[data-screen="exchangeHjw"]').waitFor()
    const areas = [
      ['Swap', '#/swap'],
      ['Send', '#/send'],
      ['Pool', '#/pool'],
      ['V1 migration', '#/migrate/v1'],
      ['Liquidity mining', '#/bankIncomeList'],
      ['Bounty', '#/jianghuOrder'],
      ['Invitations', '#/invitationDetails'],
      ['Leaderboard', '#/nameList'],
      ['Bridge', '#/acrossChain'],
      ['Token exchange', '#/exchange'],
      ['HJW exchange', '#/exchangeHjw'],
      ['Release', '#/release'],
    ]
    const links = (p: typeof page) =>
      p
        .getByTestId('menu-areas')
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]))
    await page.getByTestId('menu-button').click()
    expect(await links(page)).toEqual(areas)
    await page.getByTestId('menu-areas').getByRole('link', { name: 'Swap' }).click()
    await page.locator('[data-screen="swap"] [data-testid="screen"]').waitFor()
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-areas').getByRole('link', { name: 'V1 migration' }).click()
    await page.locator('[data-screen="migrateV1"] [data-testid="screen"]').waitFor()
    await wallet?.changeChain(56)
    await page.getByTestId('bottom-bar').waitFor()
    await page.getByTestId('menu-button').click()
    expect(await links(page)).toEqual(areas)
    expect(errors).toEqual([])
  })

  it('hides the bottom bar on network 128 and shows Swap, Pool, the centre icon, Bridge and More elsewhere', async () => {
    const { page, wallet } = await harness.open({ path: '/swap' })
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('bottom-bar').count()).toBe(0)
    await wallet?.changeChain(56)
    await page.getByTestId('bottom-bar').waitFor()
    const bar = page.getByTestId('bottom-bar')
    expect(await bar.locator(':scope > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '#/swap',
      '#/pool',
      '#/',
      '#/acrossChain',
    ])
    expect(await bar.locator('a[aria-current="page"]').textContent()).toBe('Swap')
    await page.getByTestId('more-button').click()
    expect(await page.getByTestId('more-menu').locator('> *').allTextContents()).toEqual(['Reword', 'NFT'])
    await page.getByTestId('more-menu').getByText('Reword').click()
    await expect.poll(() => page.locator('[data-screen]').getAttribute('data-screen')).toBe('jianghuOrder')
  })

  it('fits a 360 px phone: no sideways scrolling, the primary button in view above the bottom bar', async () => {
    const { page } = await harness.open({
      path: '/add',
      viewport: PHONE,
      wallet: false,
      config: (config) => ({ ...config, defaultChainId: 56 }),
    })
    await page.getByTestId('bottom-bar').waitFor()
    await page.getByTestId('screen-connect').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    const button = await page.getByTestId('screen-connect').boundingBox()
    const bar = await page.getByTestId('bottom-bar').boundingBox()
    expect(button && bar && button.y + button.height).toBeLessThan(bar?.y ?? 0)
    await page.getByTestId('screen-connect').click()
    await page.getByTestId('wallet-modal').waitFor()
  })
})

describe('themes', () => {
  it('switches with ?theme= and keeps the choice; unset follows the system', async () => {
    const { page } = await harness.open({ path: '/swap?theme=dark' })
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.goto(`${harness.app.url}#/pool`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('theme-light').click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.getByTestId('theme-system').click()
    const system = await harness.open({ path: '/swap', colorScheme: 'dark' })
    await expect.poll(() => system.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light') // this context's system
  })
})

describe('themes in the page query', () => {
  it('takes ?theme= from the page query as well as from the hash query', async () => {
    const { page } = await harness.open({ path: '/swap' })
    await page.getByTestId('screen').waitFor()
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    expect(await theme()).toBe('light')
    await page.goto(`${harness.app.url}?theme=dark#/swap`)
    await page.getByTestId('screen').waitFor()
    await expect.poll(theme).toBe('dark')
    await page.goto(`${harness.app.url}?theme=light#/pool`)
    await page.getByTestId('screen').waitFor()
    await expect.poll(theme).toBe('light')
  })
})

describe('languages', () => {
  it('switches language from the menu, keeps it in local storage and starts in it next time', async () => {
    const { page } = await harness.open({ path: '/swap', wallet: { authorized: false } })
    await page.getByTestId('swap-button').waitFor()
    for (const [locale, connect] of [
      ['ja', 'ウォレットを接続'],
      ['ko', '지갑 연결'],
      ['zh-TW', '連接錢包'],
      ['zh-CN', '连接钱包'],
    ] as const) {
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-language').click()
      await page.getByTestId(`locale-${locale}`).click()
      await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe(connect)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
    }
    expect(await page.evaluate(() => localStorage.getItem('fomo.locale'))).toBe('"zh-CN"')
    await page.reload()
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('连接钱包')
  })

  it('renders only once the stored locale has loaded: no English or message id first', async () => {
    const { page } = await harness.open({
      path: '/swap',
      storage: { 'fomo.locale': '"ja"' },
      beforeLoad: (p) =>
        p.addInitScript(() => {
          const texts: string[] = []
          new MutationObserver(() => {
            const text = document.getElementById('root')?.textContent ?? ''
            if (text) texts.push(text)
            sessionStorage.setItem('texts', JSON.stringify(texts))
          }).observe(document, { subtree: true, childList: true, characterData: true })
        }),
    })
    await expect.poll(() => page.getByTestId('screen').locator('h1').textContent()).toBe('スワップ')
    const texts: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem('texts') ?? '[]'))
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).not.toMatch(/\bSwap\b|Liquidity|Connect|screen\.|tabs\./)
  })
})

describe('settings', () => {
  it('sets slippage by preset or custom percentage with warnings, the deadline, expert mode after `confirm`', async () => {
    const { page } = await harness.open({ path: '/swap' })
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-settings').click()
    const modal = page.getByTestId('settings-modal')
    expect(await modal.getByTestId('slippage-50').getAttribute('aria-pressed')).toBe('true')
    expect(await modal.getByTestId('slippage-note').count()).toBe(0)
    await modal.getByTestId('slippage-10').click()
    expect(await modal.getByTestId('slippage-note').textContent()).toBe('Your transaction may fail')
    await modal.getByTestId('slippage-custom').fill('12')
    expect(await modal.getByTestId('slippage-note').textContent()).toBe('Your transaction may be frontrun')
    await modal.getByTestId('slippage-custom').fill('50')
    expect(await modal.getByTestId('slippage-note').textContent()).toBe('Enter a valid slippage percentage')
    await modal.getByTestId('slippage-custom').fill('1')
    expect(await modal.getByTestId('slippage-note').count()).toBe(0)
    await modal.getByTestId('deadline-input').fill('0')
    expect(await modal.getByTestId('deadline-note').textContent()).toBe('Enter a valid deadline in whole minutes')
    await modal.getByTestId('deadline-input').fill('30')
    await modal.getByTestId('expert-on').click()
    await modal.getByTestId('expert-typed').fill('yes')
    expect(await modal.getByTestId('expert-turn-on').isDisabled()).toBe(true)
    await modal.getByTestId('expert-typed').fill('confirm')
    await modal.getByTestId('expert-turn-on').click()
    expect(await modal.getByTestId('expert-on').getAttribute('aria-pressed')).toBe('true')
    await modal.getByTestId('settings-theme-dark').click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('fomo.settings'))) ?? '{}')
    expect(stored).toMatchObject({
      userSlippageTolerance: 100,
      userDeadline: 1800,
      userExpertMode: true,
      userDarkMode: true,
    })
    await page.screenshot({ path: 'test-results/screenshots/settings-dark-desktop.png' })
    await modal.getByTestId('expert-off').click()
    await page.reload()
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-settings').click()
    expect(await page.getByTestId('slippage-100').getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('deadline-input').getAttribute('placeholder')).toBe('30')
    expect(await page.getByTestId('expert-off').getAttribute('aria-pressed')).toBe('true')
  })
})

describe('custom slippage', () => {
  it('never saves 0 %: backspacing the custom field empty returns to the last valid value', async () => {
    const { page } = await harness.open({ path: '/swap' })
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-settings').click()
    const modal = page.getByTestId('settings-modal')
    const saved = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('fomo.settings'))) ?? '{}').userSlippageTolerance
    const field = modal.getByTestId('slippage-custom')
    await field.pressSequentially('1.5')
    await expect.poll(saved).toBe(150)
    for (let i = 0; i < 3; i++) await field.press('Backspace')
    expect(await field.inputValue()).toBe('')
    await expect.poll(saved).toBe(100) // `1` was the last valid value typed
    await field.pressSequentially('0.')
    expect(await modal.getByTestId('slippage-note').textContent()).toBe('Enter a valid slippage percentage')
    await field.press('Backspace')
    await field.press('Backspace')
    expect(await modal.getByTestId('slippage-note').count()).toBe(0)
    expect(await field.getAttribute('placeholder')).toBe('1')
    await expect.poll(saved).toBe(100)
    expect(await saved()).not.toBe(0)
  })
})

describe('persisted state', () => {
  it('repairs stored settings and resets the default token list after an app-version update', async () => {
    const { page } = await harness.open({
      path: '/swap',
      storage: {
        'fomo.version': '"0.0.0"',
        'fomo.settings': JSON.stringify({ userDeadline: 600, userDarkMode: true }),
      },
    })
    await page.getByTestId('screen').waitFor()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fomo.version'))).not.toBe('"0.0.0"')
    const settings = JSON.parse((await page.evaluate(() => localStorage.getItem('fomo.settings'))) ?? '{}')
    expect(settings).toMatchObject({
      userSlippageTolerance: 50,
      userDeadline: 600,
      userDarkMode: true,
      userExpertMode: false,
    })
    const served = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `${harness.app.url}default-token-list.json`,
    )
    expect(validateTokenList(served).tokens.map((token) => token.symbol)).toEqual(
      expect.arrayContaining(harness.devnet.chain(128).record.tokens.map((token) => token.symbol)),
    )
    const lists = JSON.parse((await page.evaluate(() => localStorage.getItem('fomo.lists'))) ?? '{}')
    expect(lists.selectedListUrl).toBe(`${harness.app.url}default-token-list.json`)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
  })
})

describe('shared notices', () => {
  type Hooks = {
    __fomo: {
      notices: { show(kind: string, text: string): void }
    }
  }

  it('shows an API message for 2 seconds with a countdown', async () => {
    const { page } = await harness.open({ path: '/swap', storage: { 'fomo.locale': '"ko"' } })
    await page.getByTestId('screen').waitFor()
    await page.evaluate(() => (window as unknown as Hooks).__fomo.notices.show('error', 'No data'))
    expect(await page.getByTestId('notice-countdown').textContent()).toBe('2초 후 닫힘')
    await expect.poll(() => page.getByTestId('notice-countdown').textContent()).toBe('1초 후 닫힘')
    await page.getByTestId('notice').waitFor({ state: 'detached', timeout: 3000 })
  })
})
