import { describe, expect, it } from 'vitest'
import { computePairMarkets } from '../../../src/domain/market/computePairMarkets'
import type { PairState } from '../../../src/domain/market/PairState'

const usdt = '0x0000000000000000000000000000000000000001'
const aura = '0x0000000000000000000000000000000000000002'
const dk = '0x0000000000000000000000000000000000000003'
const e18 = 10n ** 18n
const tokens = new Map([
  [usdt, { address: usdt, symbol: 'USDT', decimals: 18 }],
  [aura, { address: aura, symbol: 'AURA', decimals: 18 }],
  [dk, { address: dk, symbol: 'DK', decimals: 18 }],
])
const state = (token0: string, token1: string, r0: bigint, r1: bigint, v0 = 0n, v1 = 0n): PairState => ({
  chainId: 128,
  address: `0x${token0.slice(-1)}${token1.slice(-1)}`,
  token0,
  token1,
  reserve0: r0,
  reserve1: r1,
  volume0: v0,
  volume1: v1,
})

describe('computePairMarkets', () => {
  it('values a USDT pair at twice its USDT reserve, a pair without USDT through its tokens’ USDT pairs', () => {
    const [usdtPair, dkPair] = computePairMarkets(
      [
        state(usdt, aura, 200_000n * e18, 100_000n * e18, 10n * e18, 5n * e18),
        state(aura, dk, 5_000n * e18, 1_000_000n * e18, 2n * e18),
      ],
      tokens,
      usdt,
    )
    expect(usdtPair).toMatchObject({ price: '0.5', tvlUsdt: 400_000n * e18, volume24hUsdt: 10n * e18, symbol0: 'USDT' })
    // AURA is 2 USDT: 5000 AURA on each side's worth → 20000 USDT; volume 2 AURA → 4 USDT
    expect(dkPair).toMatchObject({ price: '200', tvlUsdt: 20_000n * e18, volume24hUsdt: 4n * e18 })
  })

  it('prices a token two pairs from USDT through its deepest priced pair', () => {
    const dk2 = '0x0000000000000000000000000000000000000004'
    const markets = computePairMarkets(
      [
        state(usdt, aura, 200_000n * e18, 100_000n * e18),
        state(aura, dk, 5_000n * e18, 1_000_000n * e18),
        state(dk, dk2, 1_000_000n * e18, 100_000n * e18),
      ],
      tokens,
      usdt,
    )
    // DK is 0.01 USDT: 1,000,000 DK is 10,000 USDT, twice that with the DK2 side
    expect(markets[2]?.tvlUsdt).toBe(20_000n * e18)
  })

  it('leaves TVL and volume undefined without a USDT price, and the price 0 on an empty pool', () => {
    const [market] = computePairMarkets([state(aura, dk, 0n, 0n)], tokens, undefined)
    expect(market).toMatchObject({ price: '0', tvlUsdt: undefined, volume24hUsdt: undefined })
  })
})
