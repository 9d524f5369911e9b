import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { PriceCandle, ProgrammeApi } from '../../../../src/ports/ProgrammeApi'
import { PriceChartStore } from '../../../../src/ui/features/swap/PriceChartStore'
import type { WalletStore } from '../../../../src/ui/stores/WalletStore'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const USDT = `0x${'d'.repeat(40)}`
const PAIRS = [
  { chainId: 128, address: '0xab', token0: A, token1: B, symbol0: 'A', symbol1: 'B' },
  { chainId: 128, address: '0xad', token0: A, token1: USDT, symbol0: 'A', symbol1: 'USDT' },
]
const CANDLE = { time: 3600, open: '1', high: '2', low: '0.5', close: '1.5' }

function setup(answers: Record<string, unknown> = {}) {
  const paths: string[] = []
  // each call is recorded as the path the REST adapter asks, so that the tests read as the routes they reach
  const api: ProgrammeApi = {
    bindInviter: async () => undefined,
    chainStates: async () => [],
    marketPairs: async (chainId) => {
      paths.push(`/api/market/${chainId}/pairs`)
      return PAIRS.filter((pair) => pair.chainId === chainId)
    },
    pairCandles: async (chainId, pair, interval) => {
      const path = `/api/market/${chainId}/pair/${pair}/candles?interval=${interval}`
      paths.push(path)
      const answer = answers[path]
      if (answer instanceof Error) throw answer
      return ((answer as { candles: PriceCandle[] } | undefined) ?? { candles: [] }).candles
    },
  }
  const swap = observable({ input: '', output: '' })
  const wallet = observable({ chainId: 128 })
  const chain = observable({ block: 1 })
  const store = new PriceChartStore(
    api,
    wallet as unknown as WalletStore,
    () => [swap.input, swap.output] as const,
    () => chain.block,
    () => ({ symbol: 'HT', wrapped: A }),
  )
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { store, swap, wallet, chain, paths, settled, answers }
}

describe('PriceChartStore', () => {
  it("charts the swap's pair and reloads on an interval change", async () => {
    const { store, swap, paths, settled } = setup({
      '/api/market/128/pair/0xab/candles?interval=1d': { candles: [CANDLE] },
    })
    runInAction(() => Object.assign(swap, { input: B, output: A }))
    const stop = store.watch()
    await settled()
    expect(store.pair?.address).toBe('0xab')
    expect(store.status).toBe('empty')
    store.setInterval('1d')
    store.setInterval('2w') // not an interval the server knows: ignored
    await settled()
    expect(store.interval).toBe('1d')
    expect(store.status).toBe('ready')
    expect(store.candles).toEqual([CANDLE])
    expect(paths.filter((path) => path.includes('candles'))).toEqual([
      '/api/market/128/pair/0xab/candles?interval=1h',
      '/api/market/128/pair/0xab/candles?interval=1d',
    ])
    stop()
  })

  it('falls back to the first USDT pair, has no pair on another chain, and reports a failed load', async () => {
    const { store, wallet, paths, settled } = setup({
      '/api/market/128/pair/0xad/candles?interval=1h': new Error('offline'),
    })
    const stop = store.watch()
    await settled()
    expect(store.pair?.address).toBe('0xad')
    expect(store.status).toBe('error')
    runInAction(() => (wallet.chainId = 56))
    await settled()
    expect(store.status).toBe('noPair')
    expect(paths.at(-1)).toBe('/api/market/56/pairs') // each chain's pairs from its own route
    stop()
  })
})

describe('PriceChartStore at each new block', () => {
  it('asks for the candles again, keeping the chart on screen, and shows the new ones; labels the native coin', async () => {
    const path = '/api/market/128/pair/0xad/candles?interval=1h'
    const { store, swap, chain, paths, settled, answers } = setup({ [path]: { candles: [CANDLE] } })
    runInAction(() => Object.assign(swap, { input: 'ETH', output: USDT })) // HT charts its wrapped token's pair
    const stop = store.watch()
    await settled()
    expect(store.pair?.address).toBe('0xad')
    expect(store.symbols).toEqual({ base: 'HT', quote: 'USDT' })
    const later = { ...CANDLE, time: 7200, close: '1.8' }
    answers[path] = { candles: [CANDLE, later] }
    runInAction(() => (chain.block = 2))
    expect(store.status).toBe('ready') // no loading state between blocks
    await settled()
    expect(store.candles).toEqual([CANDLE, later])
    expect(paths.filter((p) => p === path)).toHaveLength(2)
    stop()
    runInAction(() => (chain.block = 3))
    await settled()
    expect(paths.filter((p) => p === path)).toHaveLength(2)
  })
})
