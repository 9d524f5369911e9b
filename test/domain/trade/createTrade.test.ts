import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InsufficientInputAmountError } from '../../../src/domain/errors/InsufficientInputAmountError'
import { InsufficientReservesError } from '../../../src/domain/errors/InsufficientReservesError'
import { createRoute } from '../../../src/domain/trade/createRoute'
import { createTrade } from '../../../src/domain/trade/createTrade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoHt, hecoUsdt } from '../support/fixtures'
import { tradeArbitrary } from '../support/randomTrades'
import { toSdkTrade } from '../support/toSdkTrade'
import { hecoMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const route = createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx)

describe('createTrade', () => {
  it('prices an exact input forwards, hop by hop', () => {
    const trade = createTrade(route, 100n * E18, TradeType.EXACT_INPUT)
    expect(trade.amounts).toEqual([100n * E18, 9_871_580_343_970_612_988n, 194_920_907_194_868_520_214n])
    expect(trade.inputAmount).toEqual({ currency: hecoUsdt, raw: 100n * E18 })
    expect(trade.outputAmount).toEqual({ currency: hecoMdx, raw: 194_920_907_194_868_520_214n })
  })

  it('prices an exact output backwards, hop by hop', () => {
    const trade = createTrade(route, 50n * E18, TradeType.EXACT_OUTPUT)
    expect(trade.amounts).toEqual([25_277_254_130_670_477_075n, 2_513_807_085_416_650_956n, 50n * E18])
  })

  it('keeps the native coin as the trade’s currency', () => {
    const trade = createTrade(createRoute([usdtWht], hecoHt, hecoUsdt), E18, TradeType.EXACT_INPUT)
    expect(trade.inputAmount.currency).toBe(hecoHt)
    expect(trade.outputAmount.raw).toBe(9_960_069_810_399_032_164n)
  })

  it('throws when a hop cannot be filled', () => {
    expect(() => createTrade(route, 1n, TradeType.EXACT_INPUT)).toThrow(InsufficientInputAmountError)
    expect(() => createTrade(route, 20_000n * E18, TradeType.EXACT_OUTPUT)).toThrow(InsufficientReservesError)
  })

  it('computes the same amounts as @uniswap/sdk’s Trade on the same route', () => {
    fc.assert(
      fc.property(tradeArbitrary, (trade) => {
        const again = createTrade(
          trade.route,
          trade.tradeType === 'EXACT_INPUT' ? trade.inputAmount.raw : trade.outputAmount.raw,
          trade.tradeType,
        )
        const sdk = toSdkTrade(trade)
        expect(again.amounts).toEqual(trade.amounts)
        expect([again.inputAmount.raw.toString(), again.outputAmount.raw.toString()]).toEqual([
          sdk.inputAmount.raw.toString(),
          sdk.outputAmount.raw.toString(),
        ])
      }),
      { numRuns: 100 },
    )
  })
})
