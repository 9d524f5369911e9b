import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'
import { pickCurrency, quoted, waitForSwapForm } from './support/swapSteps'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

/** AURA under the longest symbol shown in full (20 characters), so the price row is as long as it gets. */
const LONG_SYMBOL = 'AURAAURAAURAAURAAURA'

describe('long figures at phone width', () => {
  it('keeps the invert button beside a long price, never under it', async () => {
    const { page } = await harness.open({
      path: '/swap',
      viewport: PHONE,
      beforeLoad: (page) =>
        page.route('**/default-token-list.json', async (route) => {
          if (route.request().url().startsWith('https:')) return route.abort() // the plain-HTTP test server has none
          const list = await (await route.fetch()).json()
          for (const token of list.tokens) if (token.symbol === 'AURA') token.symbol = LONG_SYMBOL
          await route.fulfill({ json: list })
        }),
    })
    await waitForSwapForm(page)
    await pickCurrency(page, 'input', 'USDT')
    await pickCurrency(page, 'output', LONG_SYMBOL)
    await page.getByTestId('amount-input').fill('1')
    await quoted(page, 'output')
    await expect.poll(() => page.getByTestId('swap-price').textContent()).toContain(`${LONG_SYMBOL} per USDT`)
    const layout = await page.getByTestId('swap-price').evaluate((row) => {
      const button = row.querySelector('[data-testid="invert-price"]')!
      const range = document.createRange()
      range.setStart(row.lastElementChild!, 0)
      range.setEndBefore(button)
      const lines = Array.from(range.getClientRects() as ArrayLike<DOMRect>).filter((rect) => rect.width > 0)
      return {
        textRight: Math.max(...lines.map((rect) => rect.right)),
        buttonLeft: button.getBoundingClientRect().left,
      }
    })
    expect(layout.buttonLeft).toBeGreaterThanOrEqual(layout.textRight - 1)
  })

  it('keeps a transaction’s status inside the account modal beside a long summary', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const { page, wallet } = await harness.open({
      path: '/swap',
      viewport: PHONE,
      storage: {
        // as an earlier build stored a swap of extreme amounts, in full digits
        'fomo.transactions': JSON.stringify({
          128: {
            [hash]: {
              hash,
              from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
              chainId: 128,
              addedTime: Date.now(),
              summary: {
                kind: 'swap',
                inputAmount: '299900000000000000000000',
                inputSymbol: 'AURA',
                outputAmount: '0.00000000000000000000150014',
                outputSymbol: 'USDT',
              },
              receipt: {
                blockHash: hash,
                blockNumber: 1,
                contractAddress: null,
                from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
                status: 1,
                to: null,
                transactionHash: hash,
                transactionIndex: 0,
              },
            },
          },
        }),
      },
    })
    expect(wallet).toBeDefined()
    await page.getByTestId('account-button').click()
    const modal = await page.getByTestId('account-modal').boundingBox()
    const status = page.locator('[data-testid="transaction"] .tx-status')
    await expect.poll(() => status.textContent()).toBe('Confirmed')
    const box = await status.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(modal!.x + modal!.width)
    expect(box!.x).toBeGreaterThan(modal!.x)
  })

  it('keeps the block-number badge off the trade details at 375 px, at every scroll position', async () => {
    const { page } = await harness.open({ path: '/swap', viewport: { width: 375, height: 667 } })
    await waitForSwapForm(page)
    await pickCurrency(page, 'input', 'USDT')
    await pickCurrency(page, 'output', 'AURA')
    await page.getByTestId('amount-input').fill('1')
    await quoted(page, 'output')
    await page.getByTestId('trade-details').waitFor()
    await page.getByTestId('block-number').waitFor()
    const overlaps = await page.evaluate(async () => {
      const badge = document.querySelector('[data-testid="block-number"]')!
      const others = ['trade-details', 'swap-button', 'swap-price'].map(
        (id) => [id, document.querySelector(`[data-testid="${id}"]`)!] as const,
      )
      const found: string[] = []
      const end = document.documentElement.scrollHeight - window.innerHeight
      for (let y = 0; y <= Math.max(end, 0); y += 10) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const a = badge.getBoundingClientRect()
        for (const [id, element] of others) {
          const b = element.getBoundingClientRect()
          const intersects = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          if (intersects) found.push(`${id} at scroll ${y}`)
        }
      }
      return found
    })
    expect(overlaps).toEqual([])
  })
})
