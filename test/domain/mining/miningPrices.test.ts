import { describe, expect, it } from 'vitest'
import { lpPriceUsdt, tokenPriceUsdt } from '../../../src/domain/mining/miningPrices'

const pair = {
  chainId: 128,
  address: '0xp',
  token0: '0xa',
  token1: '0xu',
  reserve0: 10n ** 20n,
  reserve1: 200n * 10n ** 6n,
  volume0: 0n,
  volume1: 0n,
}
// 100 A (18 decimals) against 200 USDT (6 decimals): A is worth 2 USDT
const prices = new Map([
  ['0xu', { numerator: 1n, denominator: 1n }],
  ['0xa', { numerator: 200n * 10n ** 6n, denominator: 10n ** 20n }],
])

describe('mining prices', () => {
  it('prices a whole token in USDT across decimals', () => {
    expect(tokenPriceUsdt(prices.get('0xa'), 18, 6)).toBeCloseTo(2, 12)
    expect(tokenPriceUsdt(undefined, 18, 6)).toBeUndefined()
  })

  it('prices a whole LP token as both reserves over the supply', () => {
    // 400 USDT of reserves over 10 LP: 40 USDT each
    expect(lpPriceUsdt(pair, 10n * 10n ** 18n, prices, 6)).toBeCloseTo(40, 9)
    expect(lpPriceUsdt(pair, 0n, prices, 6)).toBeUndefined()
    expect(lpPriceUsdt({ ...pair, token0: '0xunpriced' }, 10n ** 18n, prices, 6)).toBeUndefined()
  })
})
