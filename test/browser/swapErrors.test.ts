import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSwapAmount } from '../../src/domain/format/formatSwapAmount'
import type { AppConfig } from '../../src/ui/config/AppConfig'
import { grouped } from './support/grouped'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import {
  amountsOut,
  approve,
  approveIfAsked,
  balanceOf,
  deployQuirkyToken,
  E18,
  expectApproved,
  expectQuote,
  expectRouteQuote,
  freezeQuirkyToken,
  swapButton,
  swapOnChain,
  tokenAddress,
  waitForSwapForm,
} from './support/swapSteps'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => {
  await harness?.stop()
})

const chain = () => harness.devnet.chain(128)

/**
 * Opens the confirm dialog for `amount` of `from` into `to`, once the app shows the router's own quote; `approval`
 * says whether the test knows `from` still needs its approval ('required') or cannot know ('if asked': an earlier test
 * of this file may have approved it).
 */
async function openConfirm(page: Page, from: string, to: string, amount: bigint, approval: 'required' | 'if asked') {
  const c = chain()
  await page.evaluate(
    (next) => (window.location.hash = next),
    `#/swap?inputCurrency=${tokenAddress(c, from)}&outputCurrency=${tokenAddress(c, to)}`,
  )
  await page.getByTestId('amount-input').fill((amount / E18).toString())
  await expectRouteQuote(page, c, amount, from, to)
  await (approval === 'required' ? approve(page) : approveIfAsked(page))
  await swapButton(page).click()
  await page.getByTestId('swap-confirm').waitFor()
}

/**
 * Confirms the open dialog. A block that lands after the dialog opened (or after Accept) updates the price, and
 * Confirm then waits for Accept: accept it, as a person would, and confirm again.
 */
async function confirmOpenDialog(page: Page) {
  for (let attempt = 0; ; attempt++) {
    if (await page.getByTestId('price-updated').isVisible()) await page.getByTestId('accept-price').click()
    try {
      await page.getByTestId('confirm-swap').click({ timeout: 5_000 })
      return
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
}

/**
 * The served config without the chains' new-heads WebSocket: the app then learns of blocks by polling
 * `eth_blockNumber` over HTTP only, which freezeBlocks can hold (page.route does not see a socket opened before it).
 */
const pollingOnly = (config: AppConfig): AppConfig => ({
  ...config,
  chains: config.chains.map(({ wsUrl: _stream, ...chain }) => chain),
})

/**
 * Holds the app's view of the chain at its current block: the page's `eth_blockNumber` polls answer the frozen
 * number, so it reads nothing newer while the test moves the chain under it. Returns the function that lets go. The
 * page must have been opened with `pollingOnly`: a new head over the socket would show the moved price at once.
 */
async function freezeBlocks(page: Page): Promise<() => Promise<void>> {
  const c = chain()
  const frozen = `0x${(await c.provider.getBlockNumber()).toString(16)}`
  const port = new URL(c.rpcUrl).port
  const matcher = (url: URL) => url.port === port
  await page.route(matcher, async (route) => {
    const body = route.request().postDataJSON() as { id: number; method: string } | { id: number; method: string }[]
    const calls = Array.isArray(body) ? body : [body]
    if (calls.every((call) => call.method === 'eth_blockNumber')) {
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: frozen }))
      await route.fulfill({ json: Array.isArray(body) ? answers : answers[0] })
    } else await route.continue()
  })
  return () => page.unroute(matcher)
}

describe('swap errors in the browser', () => {
  it('shows Price Updated when another account moves the price, and confirms only after Accept', async () => {
    const c = chain()
    const { page, wallet } = await harness.open({ path: '/swap' })
    const owner = wallet!.address
    await waitForSwapForm(page)
    await openConfirm(page, 'DK', 'AURA', 1_000n * E18, 'required')
    expect(await page.getByTestId('price-updated').count()).toBe(0)
    await swapOnChain(c, 3, 20_000n * E18, ['DK', 'AURA'])
    await page.getByTestId('price-updated').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('confirm-swap').isDisabled()).toBe(true)
    // the new figures show at once, before Accept
    const routeNow =
      (await page.getByTestId('trade-route').count()) > 0 ? await page.getByTestId('trade-route').textContent() : null
    const movedOut = (await amountsOut(c, 1_000n * E18, routeNow ? routeNow.split(' › ') : ['DK', 'AURA'])).at(-1)
    expect(await page.getByTestId('confirm-output').textContent()).toBe(
      grouped(`${formatSwapAmount(movedOut!, 18)} AURA`),
    )
    await page.getByTestId('accept-price').click()
    const route =
      (await page.getByTestId('trade-route').count()) > 0 ? await page.getByTestId('trade-route').textContent() : null
    const newOut = (await amountsOut(c, 1_000n * E18, route ? route.split(' › ') : ['DK', 'AURA'])).at(-1)
    expect(await page.getByTestId('price-updated').count()).toBe(0)
    const before = await balanceOf(c, 'AURA', owner)
    await confirmOpenDialog(page)
    const outcome = page.locator('[data-testid="swap-submitted"], [data-testid="swap-error"]')
    await outcome.waitFor({ timeout: 30_000 })
    expect(await outcome.count()).toBe(1) // the dialog reached its end: submitted or an error
    const failed = (await page.getByTestId('swap-error').count()) > 0
    expect(failed ? await page.getByTestId('swap-error-message').textContent() : 'submitted').toBe('submitted')
    await expect.poll(() => balanceOf(c, 'AURA', owner)).toBe(before + newOut!)
  })

  it('says the price moved when the swap would revert on its slippage limit, and sends nothing', async () => {
    const c = chain()
    const { page, wallet } = await harness.open({ path: '/swap', config: pollingOnly })
    await waitForSwapForm(page)
    await openConfirm(page, 'DK', 'AURA', 1_000n * E18, 'if asked')
    const release = await freezeBlocks(page)
    const sent = wallet!.requests.filter((method) => method === 'eth_sendTransaction').length
    try {
      await swapOnChain(c, 3, 50_000n * E18, ['DK', 'AURA']) // the app still quotes the old reserves
      await page.getByTestId('confirm-swap').click()
      await page.getByTestId('swap-error').waitFor()
      expect(await page.getByTestId('swap-error-message').textContent()).toBe(
        'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
      )
    } finally {
      await release()
    }
    expect(wallet!.requests.filter((method) => method === 'eth_sendTransaction').length).toBe(sent)
  })

  it('says Transaction rejected. when the wallet refuses (4001), and the balances stay', async () => {
    const c = chain()
    const { page, wallet } = await harness.open({ path: '/swap' })
    const owner = wallet!.address
    await waitForSwapForm(page)
    await openConfirm(page, 'USDT', 'AURA', 10n * E18, 'required')
    const before = await balanceOf(c, 'USDT', owner)
    wallet!.rejectNextTransaction = true
    await confirmOpenDialog(page)
    await page.getByTestId('swap-error').waitFor()
    expect(await page.getByTestId('swap-error-message').textContent()).toBe('Transaction rejected.')
    expect(await balanceOf(c, 'USDT', owner)).toBe(before)
    await page.getByTestId('swap-error').getByRole('button', { name: 'Dismiss' }).click()
    expect(await page.getByTestId('amount-input').inputValue()).toBe('10') // nothing was sent: the input stays
  })

  it('blames the token when its transfer always fails', async () => {
    const c = chain()
    const broken = await deployQuirkyToken(c, 'BRK')
    const usdt = tokenAddress(c, 'USDT')
    const { page } = await harness.open({ path: `/swap?inputCurrency=${broken}&outputCurrency=${usdt}` })
    await waitForSwapForm(page)
    await expect.poll(() => page.getByTestId('select-input').textContent()).toBe('BRK') // read on chain: no list has it
    await page.getByTestId('amount-input').fill('10')
    const [, out] = await amountsOut(c, 10n * E18, [broken, 'USDT'])
    await expectQuote(page, 'output', out!)
    await approve(page) // a token deployed by this test
    await freezeQuirkyToken(c, broken)
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await page.getByTestId('swap-error').waitFor()
    const message = (await page.getByTestId('swap-error-message').textContent()) ?? ''
    expect(message).toMatch(
      /^The transaction cannot succeed due to error: .+\. This is probably an issue with one of the tokens you are swapping\.$/,
    )
  })

  it('swaps a fee-on-transfer token through the supporting router method once the slippage allows the fee', async () => {
    const c = chain()
    const fee = await deployQuirkyToken(c, 'FOT', 100n) // 1% of every transfer burned
    const usdt = tokenAddress(c, 'USDT')
    const open = async (slippageBips: number, approved: boolean) => {
      const opened = await harness.open({
        path: `/swap?inputCurrency=${fee}&outputCurrency=${usdt}`,
        storage: { 'fomo.settings': JSON.stringify({ userSlippageTolerance: slippageBips }) },
      })
      await waitForSwapForm(opened.page)
      await opened.page.getByTestId('amount-input').fill('100')
      const [, out] = await amountsOut(c, 100n * E18, [fee, 'USDT'])
      await expectQuote(opened.page, 'output', out!)
      // a token deployed by this test: the first page approves it without limit, the second finds it approved
      await (approved ? expectApproved(opened.page) : approve(opened.page))
      // the pair receives 99 of the 100 sent: the supporting method pays what 99 buys
      const [, out99] = await amountsOut(c, 99n * E18, [fee, 'USDT'])
      const before = await balanceOf(c, 'USDT', opened.wallet!.address)
      await swapButton(opened.page).click()
      await opened.page.getByTestId('confirm-swap').click()
      return { ...opened, before, out99: out99! }
    }
    const strict = await open(50, false) // 0.5% cannot absorb a 1% fee
    await strict.page.getByTestId('swap-error').waitFor()
    expect(await strict.page.getByTestId('swap-error-message').textContent()).toContain('fee on transfer')

    const { page, wallet, before, out99 } = await open(200, true)
    await page.getByTestId('swap-submitted').waitFor()
    await expect.poll(() => balanceOf(c, 'USDT', wallet!.address)).toBe(before + out99)
  })

  // last: they move chain 128's clock two days ahead of the device's, as `fomo devnet --advance 2d` does
  it('swaps once the chain’s clock is two days ahead: the deadline counts from its latest block', async () => {
    const c = chain()
    await c.provider.send('evm_increaseTime', [2 * 86_400])
    await c.provider.send('evm_mine', [])
    const { page, wallet } = await harness.open({ path: '/swap' })
    await waitForSwapForm(page)
    await openConfirm(page, 'USDT', 'AURA', 10n * E18, 'if asked')
    const before = await balanceOf(c, 'AURA', wallet!.address)
    await confirmOpenDialog(page)
    await page.getByTestId('swap-submitted').waitFor()
    await expect.poll(() => balanceOf(c, 'AURA', wallet!.address)).toBeGreaterThan(before)
  })

  it('says the deadline passed, not that a token is at fault, when a swap reverts with Expired()', async () => {
    const c = chain()
    const { page, wallet } = await harness.open({ path: '/swap' })
    await waitForSwapForm(page)
    await openConfirm(page, 'USDT', 'AURA', 10n * E18, 'if asked')
    // the node's latest block answers with a time long past: the deadline falls back to the device's clock, two days
    // behind the chain, so the router's estimate reverts with Expired()
    const port = new URL(c.rpcUrl).port
    const matcher = (url: URL) => url.port === port
    await page.route(matcher, async (route) => {
      const body = route.request().postDataJSON() as { id: number; method: string; params?: unknown[] }
      const calls = Array.isArray(body) ? body : [body]
      const latest = calls.find((call) => call.method === 'eth_getBlockByNumber' && call.params?.[0] === 'latest')
      if (latest && !Array.isArray(body)) await route.fulfill({ json: { jsonrpc: '2.0', id: latest.id, result: null } })
      else await route.continue()
    })
    const sent = wallet!.requests.filter((method) => method === 'eth_sendTransaction').length
    await confirmOpenDialog(page)
    await page.getByTestId('swap-error').waitFor()
    expect(await page.getByTestId('swap-error-message').textContent()).toBe(
      "The transaction's deadline has passed: the chain's time is already beyond it. Send it again, or set a longer transaction deadline in the settings.",
    )
    expect(wallet!.requests.filter((method) => method === 'eth_sendTransaction').length).toBe(sent)
    await page.unroute(matcher)
  })
})
