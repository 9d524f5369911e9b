import { type Fraction, JSBI, Percent, type Trade as SdkTrade } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareRatios } from '../../../src/domain/math/compareRatios'
import { computeTradePriceBreakdown } from '../../../src/domain/trade/computeTradePriceBreakdown'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoHusd, hecoUsdt } from '../support/fixtures'
import { tradeArbitrary } from '../support/randomTrades'
import { sdkRatio, toSdkTrade } from '../support/toSdkTrade'
import { hecoMdx, usdtHusd, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

/** The Uniswap V2 interface's `computeTradePriceBreakdown`, on SDK entities, as the oracle. */
function interfaceBreakdown(trade: SdkTrade) {
  const ONE_HUNDRED_PERCENT = new Percent(JSBI.BigInt(10000), JSBI.BigInt(10000))
  const INPUT_FRACTION_AFTER_FEE = ONE_HUNDRED_PERCENT.subtract(new Percent(JSBI.BigInt(30), JSBI.BigInt(10000)))
  const realizedLPFee = ONE_HUNDRED_PERCENT.subtract(
    trade.route.pairs.reduce<Fraction>((fee) => fee.multiply(INPUT_FRACTION_AFTER_FEE), ONE_HUNDRED_PERCENT),
  )
  return {
    realizedLPFee,
    priceImpactWithoutFee: trade.priceImpact.subtract(realizedLPFee),
    realizedLPFeeAmount: BigInt(realizedLPFee.multiply(trade.inputAmount.raw).quotient.toString()),
  }
}

describe('computeTradePriceBreakdown', () => {
  it.each([
    ['USDT → MDX', [usdtMdx], hecoUsdt, { numerator: 30n, denominator: 10_000n }],
    ['USDT → WHT → MDX', [usdtWht, whtMdx], hecoUsdt, { numerator: 599_100n, denominator: 100_000_000n }],
    [
      'HUSD → USDT → WHT → MDX',
      [usdtHusd, usdtWht, whtMdx],
      hecoHusd,
      { numerator: 8_973_027_000n, denominator: 10n ** 12n },
    ],
  ] as const)('charges %s 1 − 0.997^hops in LP fees', (_, pairs, input, fee) => {
    const trade = createTrade(createRoute(pairs, input, hecoMdx), 10n ** 8n, TradeType.EXACT_INPUT)
    expect(compareRatios(computeTradePriceBreakdown(trade).realizedLpFee, fee)).toBe(0)
  })

  it('splits the impact of 100 USDT through WHT into 0.5991% fee and the rest', () => {
    const trade = createTrade(createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx), 100n * E18, TradeType.EXACT_INPUT)
    const breakdown = computeTradePriceBreakdown(trade)
    expect(breakdown.realizedLpFeeAmount).toBe(599_100_000_000_000_000n)
    expect(
      compareRatios(breakdown.priceImpactWithoutFee, {
        numerator: 1_940_446_402_565_739_893n,
        denominator: 10n ** 20n,
      }),
    ).toBe(0)
  })

  it('takes the fee in the input’s units (HUSD has 8 decimals)', () => {
    const trade = createTrade(createRoute([usdtHusd], hecoHusd, hecoUsdt), 12_345_678n, TradeType.EXACT_INPUT)
    expect(computeTradePriceBreakdown(trade).realizedLpFeeAmount).toBe(37_037n)
  })

  it('equals the Uniswap V2 interface’s breakdown on random trades', () => {
    fc.assert(
      fc.property(tradeArbitrary, (trade) => {
        const ours = computeTradePriceBreakdown(trade)
        const oracle = interfaceBreakdown(toSdkTrade(trade))
        expect(compareRatios(ours.realizedLpFee, sdkRatio(oracle.realizedLPFee))).toBe(0)
        expect(compareRatios(ours.priceImpactWithoutFee, sdkRatio(oracle.priceImpactWithoutFee))).toBe(0)
        expect(ours.realizedLpFeeAmount).toBe(oracle.realizedLPFeeAmount)
      }),
      { numRuns: 100 },
    )
  })
})
