import { JSBI, Percent } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidSlippageError } from '../../../src/domain/errors/InvalidSlippageError'
import { computeSlippageAdjustedAmounts } from '../../../src/domain/trade/computeSlippageAdjustedAmounts'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoUsdt } from '../support/fixtures'
import { tradeArbitrary } from '../support/randomTrades'
import { toSdkTrade } from '../support/toSdkTrade'
import { hecoMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const route = createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx)

describe('computeSlippageAdjustedAmounts', () => {
  it('lowers the output of an exact input: 194.92… MDX at 0.5% is at least 193.95… MDX', () => {
    const trade = createTrade(route, 100n * E18, TradeType.EXACT_INPUT)
    expect(computeSlippageAdjustedAmounts(trade, 50)).toEqual({
      maximumAmountIn: 100n * E18,
      minimumAmountOut: 193_951_151_437_680_119_615n,
    })
    expect(computeSlippageAdjustedAmounts(trade, 0).minimumAmountOut).toBe(trade.outputAmount.raw)
  })

  it('raises the input of an exact output: 25.27… USDT at 1% is at most 25.53… USDT', () => {
    const trade = createTrade(route, 50n * E18, TradeType.EXACT_OUTPUT)
    expect(computeSlippageAdjustedAmounts(trade, 100)).toEqual({
      maximumAmountIn: 25_530_026_671_977_181_845n,
      minimumAmountOut: 50n * E18,
    })
  })

  it('rejects a tolerance outside 0 to 10000 bips or not whole with ‘unexpected slippage value’', () => {
    const trade = createTrade(route, E18, TradeType.EXACT_INPUT)
    for (const bips of [-1, 10_001, 0.5, Number.NaN]) {
      expect(() => computeSlippageAdjustedAmounts(trade, bips)).toThrow(InvalidSlippageError)
    }
    expect(() => computeSlippageAdjustedAmounts(trade, -1)).toThrow('unexpected slippage value')
  })

  it('equals @uniswap/sdk’s minimumAmountOut and maximumAmountIn', () => {
    fc.assert(
      fc.property(tradeArbitrary, fc.integer({ min: 0, max: 10_000 }), (trade, bips) => {
        const sdk = toSdkTrade(trade)
        const tolerance = new Percent(JSBI.BigInt(bips), JSBI.BigInt(10_000))
        expect(computeSlippageAdjustedAmounts(trade, bips)).toEqual({
          maximumAmountIn: BigInt(sdk.maximumAmountIn(tolerance).raw.toString()),
          minimumAmountOut: BigInt(sdk.minimumAmountOut(tolerance).raw.toString()),
        })
      }),
      { numRuns: 100 },
    )
  })
})
