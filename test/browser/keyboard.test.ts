import { parseEther } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { INDEXING } from './support/indexedToHeads'
import { focusedTestId, focusInside, focusRing, tabTo } from './support/keyboard'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import { amountsOut, balanceOf, E18, expectQuote, waitForSwapForm } from './support/swapSteps'

/** A dev account nothing else in this file moves, so its balances change only by the bridge transfer. */
const BRIDGE_ACCOUNT = 7

let harness: WebHarness
beforeAll(async () => {
  // the server indexes both forks and runs the relayer, as for the bridge's own browser test
  harness = await startWebHarness({ api: { indexer: INDEXING } })
})
afterAll(async () => harness?.stop())

const testId = (id: string) => `[data-testid="${id}"]`

/** Chooses `symbol` in the token dialog the focused picker opens: Enter, type to search, Tab to its row, Enter. */
async function chooseToken(page: Page, picker: string, symbol: string): Promise<void> {
  await tabTo(page, testId(picker), { backwards: true })
  await page.keyboard.press('Enter')
  await page.getByTestId('token-select').waitFor()
  expect(await focusedTestId(page)).toBe('token-search')
  await page.keyboard.type(symbol)
  await tabTo(page, `[data-testid="token-row"][data-symbol="${symbol}"]`)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.getByTestId('token-select').count()).toBe(0)
  expect(await focusedTestId(page)).toBe(picker) // focus is back on the picker that opened the dialog
}

describe('dialogs and the keyboard', () => {
  it('moves focus into a dialog, keeps Tab and Shift+Tab inside it, closes it on Escape and returns focus', async () => {
    const { page, errors } = await harness.open({ path: '/swap' })
    await waitForSwapForm(page)
    await tabTo(page, testId('select-input'))
    await page.keyboard.press('Enter')
    await page.getByTestId('token-select').waitFor()
    expect(await focusedTestId(page)).toBe('token-search')
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press(key)
        expect(await focusInside(page, testId('token-select'))).toBe(true)
        expect(await focusRing(page)).toBe('ring')
      }
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('token-select').count()).toBe(0)
    expect(await focusedTestId(page)).toBe('select-input')

    // a dialog with no field of its own: focus goes to its first control, Shift+Tab from there wraps to its last
    await tabTo(page, testId('account-button'), { backwards: true })
    await page.keyboard.press('Enter')
    await page.getByTestId('account-modal').waitFor()
    expect(await focusInside(page, testId('account-modal'))).toBe(true)
    const first = await page.evaluate(() => document.activeElement?.outerHTML)
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside(page, testId('account-modal'))).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(first)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(first)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('account-modal').count()).toBe(0)
    expect(await focusedTestId(page)).toBe('account-button')
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})

describe('menus and the keyboard', () => {
  it('keeps Tab inside the open header menu and network choice, closes each on Escape and returns focus', async () => {
    const { page, errors } = await harness.open({ path: '/swap' })
    await waitForSwapForm(page)
    for (const [opener, menu] of [
      ['menu-button', 'menu-panel'],
      ['network-badge', 'network-menu'],
    ] as const) {
      await tabTo(page, testId(opener), { backwards: true })
      await page.keyboard.press('Enter')
      await page.getByTestId(menu).waitFor()
      expect(await focusInside(page, testId(menu))).toBe(true)
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press('Tab')
        expect(await focusInside(page, testId(menu))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByTestId(menu).count()).toBe(0)
      expect(await focusedTestId(page)).toBe(opener)
    }
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})

describe('a swap and a bridge transfer with the keyboard alone', () => {
  it('swaps 100 USDT for AURA: tokens chosen, amount typed, approved with Space, swapped and confirmed with Enter', async () => {
    const chain = harness.devnet.chain(128)
    const { page, wallet, errors } = await harness.open({ path: '/swap' })
    const owner = wallet!.address
    await waitForSwapForm(page)
    await tabTo(page, testId('select-input'))
    await chooseToken(page, 'select-input', 'USDT')
    await tabTo(page, testId('amount-input'), { backwards: true })
    await page.keyboard.type('100')
    await tabTo(page, testId('select-output'))
    await chooseToken(page, 'select-output', 'AURA')
    const [, expectedOut] = await amountsOut(chain, 100n * E18, ['USDT', 'AURA'])
    await expectQuote(page, 'output', expectedOut!)

    await expect.poll(() => page.getByTestId('approve-button').textContent()).toBe('Approve USDT')
    await tabTo(page, testId('approve-button'))
    await page.keyboard.press('Space')
    await expect.poll(() => page.getByTestId('approve-button').textContent(), { timeout: 15_000 }).toBe('Approved')
    await expect.poll(() => page.getByTestId('swap-button').isEnabled()).toBe(true)
    const [usdtBefore, auraBefore] = [await balanceOf(chain, 'USDT', owner), await balanceOf(chain, 'AURA', owner)]
    await tabTo(page, testId('swap-button'))
    await page.keyboard.press('Enter')
    await page.getByTestId('swap-confirm').waitFor()
    expect(await focusInside(page, testId('swap-confirm'))).toBe(true)
    await tabTo(page, testId('confirm-swap'))
    await page.keyboard.press('Enter')
    await page.getByTestId('swap-submitted').waitFor()
    await tabTo(page, testId('swap-close'))
    await page.keyboard.press('Enter')
    await expect.poll(() => balanceOf(chain, 'AURA', owner)).toBe(auraBefore + expectedOut!)
    expect(await balanceOf(chain, 'USDT', owner)).toBe(usdtBefore - 100n * E18)
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('moves 100 AURA from chain 128 to 56 to delivered: token, amount and transfer by Tab, typing and Enter', async () => {
    const { page, errors } = await harness.open({ path: '/acrossChain', account: BRIDGE_ACCOUNT })
    const owner = devAccounts()[BRIDGE_ACCOUNT]!.address
    const aura = (chainId: number) => {
      const chain = harness.devnet.chain(chainId)
      const address = chain.record.tokens.find((token) => token.symbol === 'AURA')!.address
      return DevToken__factory.connect(address, chain.provider)
    }
    await page.getByTestId('bridge-form').waitFor()
    await expect.poll(() => page.getByTestId('bridge-target-chain').getAttribute('data-chain-id')).toBe('56')
    await expect
      .poll(async () => (await page.getByTestId('bridge-recipient').inputValue()).toLowerCase())
      .toBe(owner.toLowerCase())
    await tabTo(page, testId('bridge-token-AURA'))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('bridge-token-AURA').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.getByTestId('bridge-balance').textContent()).not.toContain('…')
    await tabTo(page, testId('bridge-amount'))
    await page.keyboard.type('100')
    await expect.poll(() => page.getByTestId('bridge-receive').textContent()).not.toBe('—')
    const [sent128, received56] = await Promise.all([aura(128).balanceOf(owner), aura(56).balanceOf(owner)])
    await tabTo(page, testId('bridge-submit'))
    await page.keyboard.press('Enter')
    await page.getByTestId('bridge-status').waitFor()
    // the collection's depth grows by the blocks the test mines on the source chain, not by waiting for time to pass
    const source = harness.devnet.chain(128).provider
    await expect
      .poll(
        async () => {
          await source.send('evm_mine', [])
          return page.getByTestId('bridge-status').getAttribute('data-status')
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('delivered')
    const bridge = harness.devnet.chain(128).record.bridge!
    const rates = { serviceBps: bridge.tokens.AURA!.serviceBps, destroyBps: bridge.destroyBps }
    const out = parseEther('100')
    expect(await aura(128).balanceOf(owner)).toBe(sent128 - out)
    expect(await aura(56).balanceOf(owner)).toBe(received56 + bridgeAmounts(out, rates).payout)
    expect(errors).toEqual([])
  }, 120_000)
})
