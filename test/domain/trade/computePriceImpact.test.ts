import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareRatios } from '../../../src/domain/math/compareRatios'
import { computeExecutionPrice } from '../../../src/domain/trade/computeExecutionPrice'
import { computeMidPrice } from '../../../src/domain/trade/computeMidPrice'
import { computePriceImpact } from '../../../src/domain/trade/computePriceImpact'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoUsdt } from '../support/fixtures'
import { tradeArbitrary } from '../support/randomTrades'
import { sdkRatio, toSdkTrade } from '../support/toSdkTrade'
import { hecoMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

describe('computePriceImpact, computeMidPrice, computeExecutionPrice', () => {
  const route = createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx)

  it('prices a route at its reserves: 10 000 USDT/1000 WHT then 1000 WHT/20 000 MDX is 2 MDX per USDT', () => {
    const mid = computeMidPrice(route)
    expect(compareRatios(mid, { numerator: 2n, denominator: 1n })).toBe(0)
    expect(mid.baseCurrency).toBe(hecoUsdt)
    expect(mid.quoteCurrency).toBe(hecoMdx)
  })

  it('gives the impact of 100 USDT: 1 − 194.92… / 200', () => {
    const trade = createTrade(route, 100n * E18, TradeType.EXACT_INPUT)
    const impact = computePriceImpact(trade)
    expect(compareRatios(impact, { numerator: 5_079_092_805_131_479_786n, denominator: 200n * E18 })).toBe(0)
    expect(computeExecutionPrice(trade)).toMatchObject({
      numerator: 194_920_907_194_868_520_214n,
      denominator: 100n * E18,
    })
  })

  it('equals @uniswap/sdk’s priceImpact, executionPrice and midPrice on random trades', () => {
    fc.assert(
      fc.property(tradeArbitrary, (trade) => {
        const sdk = toSdkTrade(trade)
        expect(compareRatios(computePriceImpact(trade), sdkRatio(sdk.priceImpact))).toBe(0)
        expect(compareRatios(computeExecutionPrice(trade), sdkRatio(sdk.executionPrice))).toBe(0)
        expect(compareRatios(computeMidPrice(trade.route), sdkRatio(sdk.route.midPrice))).toBe(0)
      }),
      { numRuns: 100 },
    )
  })
})
