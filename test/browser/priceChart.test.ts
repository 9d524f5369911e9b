import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoRouter__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { sendSwaps, tokenOf } from '../adapters/indexer/support/pairTraffic'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness({
    api: { indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 } },
  })
})
afterAll(async () => harness?.stop())

/** The pair of two seeded tokens on chain 128. */
function pairOf(a: string, b: string): string {
  const record = harness.devnet.chain(128).record
  const tokens = [tokenOf(record, a), tokenOf(record, b)].map((token) => token.toLowerCase()).sort()
  const pair = record.pairs.find(
    (p) => [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === tokens.join(),
  )
  if (!pair) throw new Error(`no ${a}/${b} pair`)
  return pair.address.toLowerCase()
}

/** The indexed candles of `pair` as the server answers them. */
async function candles(pair: string): Promise<unknown[]> {
  const answer = await fetch(`${harness.server.url}/api/market/128/pair/${pair}/candles?interval=1h`)
  const body = (await answer.json()) as { code: number; data?: { candles: unknown[] } }
  return body.data?.candles ?? []
}

/** Dev account 2 sells `amount` wei of HT for USDT on the router (the WHT/USDT pair). */
async function sellHt(amount: bigint): Promise<void> {
  const chain = harness.devnet.chain(128)
  const wallet = new Wallet(devAccounts()[2]!.privateKey, chain.provider)
  const router = FomoRouter__factory.connect(chain.record.contracts.router, wallet)
  const path = [chain.record.contracts.wrappedNative, tokenOf(chain.record, 'USDT')]
  await (await router.swapExactETHForTokens(0n, path, wallet.address, 2n ** 40n, { value: amount })).wait()
}

/** The WHT/USDT pair on chain 128. */
function whtUsdtPair(): string {
  const record = harness.devnet.chain(128).record
  const tokens = [record.contracts.wrappedNative, tokenOf(record, 'USDT')].map((t) => t.toLowerCase()).sort()
  return record.pairs
    .find((p) => [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === tokens.join())!
    .address.toLowerCase()
}

describe('price chart', () => {
  it('charts HT as its wrapped pair labelled HT, with price and time axes, narrow candles, and new swaps at the next block', async () => {
    const chain = harness.devnet.chain(128)
    const pair = whtUsdtPair()
    await sellHt(10n ** 17n)
    await expect.poll(() => candles(pair), { timeout: 20_000 }).not.toHaveLength(0)
    const { page, errors } = await harness.open({
      path: `/swap?inputCurrency=ETH&outputCurrency=${tokenOf(chain.record, 'USDT')}`,
    })
    await page.getByTestId('price-chart-svg').waitFor()
    expect(await page.getByTestId('price-chart-pair').textContent()).toMatch(/^(USDT per HT|HT per USDT)$/)
    expect(await page.getByTestId('price-tick').count()).toBeGreaterThanOrEqual(2)
    expect(await page.getByTestId('time-tick').count()).toBeGreaterThanOrEqual(2)
    for (const label of await page.getByTestId('time-tick').allTextContents()) expect(label).toMatch(/^\d\d:\d\d$/)
    const panel = (await page.getByTestId('price-chart-svg').boundingBox())!
    const body = (await page.locator('[data-testid="price-chart-candle"] rect').last().boundingBox())!
    expect(body.width).toBeLessThanOrEqual(panel.width / 20) // one candle of at least 24 slots, not the panel

    const lastClose = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { __fomo: { priceChart: { candles: { close: string }[] } } }
          ).__fomo.priceChart.candles.at(-1)?.close,
      )
    const before = await lastClose()
    const indexed = JSON.stringify(await candles(pair))
    await sellHt(10n ** 18n) // another account's swap moves the price
    await expect.poll(async () => JSON.stringify(await candles(pair)), { timeout: 20_000 }).not.toBe(indexed)
    await chain.provider.send('evm_mine', []) // the next block: the chart asks again
    await expect.poll(lastClose, { timeout: 10_000 }).not.toBe(before)
    expect(errors).toEqual([])
  })

  it('draws the candles of a pair after swaps on the fork, per interval', async () => {
    const record = harness.devnet.chain(128).record
    const pair = pairOf('USDT', 'AURA')
    await sendSwaps(harness.devnet.chain(128), { count: 3, symbols: ['USDT', 'AURA'] })
    await expect.poll(() => candles(pair), { timeout: 20_000 }).not.toHaveLength(0)

    const path = `/swap?inputCurrency=${tokenOf(record, 'USDT')}&outputCurrency=${tokenOf(record, 'AURA')}`
    const { page, errors } = await harness.open({ path })
    await page.getByTestId('price-chart-svg').waitFor()
    const hourly = await page.getByTestId('price-chart-candle').count()
    expect(hourly).toBeGreaterThan(0)
    expect(await page.getByTestId('price-chart-pair').textContent()).toMatch(/USDT|AURA/)

    await page.getByTestId('chart-interval-1d').click()
    await expect.poll(() => page.getByTestId('chart-interval-1d').getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('price-chart-svg').waitFor()
    const daily = await page.getByTestId('price-chart-candle').count()
    expect(daily).toBeGreaterThan(0)
    expect(daily).toBeLessThanOrEqual(hourly)
    expect(errors).toEqual([])
  })

  it('shows the translated empty state for a pair without swaps', async () => {
    const record = harness.devnet.chain(128).record
    const [a, b] = ['MGET', 'PNC'] // a seeded pair no test swaps
    const pair = pairOf(a, b)
    await expect
      .poll(async () => (await fetch(`${harness.server.url}/api/market/128/pairs`)).json(), {
        timeout: 20_000,
      })
      .toMatchObject({ data: { pairs: expect.arrayContaining([expect.objectContaining({ address: pair })]) } })
    expect(await candles(pair)).toHaveLength(0)
    const path = `/swap?inputCurrency=${tokenOf(record, a)}&outputCurrency=${tokenOf(record, b)}`
    const { page } = await harness.open({ path, storage: { 'fomo.locale': '"ja"' } })
    // waits on the condition itself, up to the test's own limit: a loaded machine only makes it slower
    await page.locator('[data-testid="price-chart"][data-status="empty"]').waitFor({ timeout: 50_000 })
    expect(await page.getByTestId('price-chart-state').textContent()).toBe('このペアにはまだ取引がありません')
  })

  it('shows an unreachable API in the red notice and the translated error state', async () => {
    const { page } = await harness.open({
      path: '/swap',
      beforeLoad: (opened) => opened.route('**/api/market/*/pairs', (route) => route.abort()),
    })
    await expect.poll(() => page.getByTestId('price-chart').getAttribute('data-status')).toBe('error')
    expect(await page.getByTestId('price-chart-state').textContent()).toBe('Prices could not be loaded')
    await page.locator('[data-testid="notice"].error').waitFor()
  })
})
