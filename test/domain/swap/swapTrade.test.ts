import { describe, expect, it } from 'vitest'
import { Field } from '../../../src/domain/input/SwapState'
import { swapTrade } from '../../../src/domain/swap/swapTrade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoHt, hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'
import { usdtWht as deepUsdtWht, market, mdxUsdt, tinyWhtMdx } from '../support/mispricedMarket'
import { hecoMdx, marketIndex, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const base = { pairs: marketIndex, inputCurrency: hecoUsdt, outputCurrency: hecoMdx, expertMode: false }

describe('swapTrade', () => {
  it('sells the typed input exactly', () => {
    const amount = { currency: hecoUsdt, raw: 100n * E18 }
    const trade = swapTrade({ ...base, amount, independentField: Field.INPUT })?.trade
    expect(trade?.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(trade?.inputAmount).toEqual(amount)
    expect(trade?.outputAmount.currency).toEqual(hecoMdx)
    expect(trade?.route.pairs).toEqual([usdtWht, whtMdx])
  })

  it('buys the typed output exactly', () => {
    const amount = { currency: hecoMdx, raw: 50n * E18 }
    const trade = swapTrade({ ...base, amount, independentField: Field.OUTPUT })?.trade
    expect(trade?.tradeType).toBe(TradeType.EXACT_OUTPUT)
    expect(trade?.outputAmount).toEqual(amount)
    expect(trade?.inputAmount.currency).toEqual(hecoUsdt)
  })

  it.each([
    ['a wrap', { inputCurrency: hecoHt, outputCurrency: hecoWht, amount: { currency: hecoHt, raw: E18 } }],
    ['an unwrap', { inputCurrency: hecoWht, outputCurrency: hecoHt, amount: { currency: hecoWht, raw: E18 } }],
    ['the same token on both sides', { outputCurrency: hecoUsdt, amount: { currency: hecoUsdt, raw: E18 } }],
    ['no amount', { amount: undefined }],
    ['no output currency', { outputCurrency: undefined, amount: { currency: hecoUsdt, raw: E18 } }],
    ['no market', { pairs: undefined, amount: { currency: hecoUsdt, raw: E18 } }],
    [
      'no route that fills it',
      { outputCurrency: hecoHusd, amount: { currency: hecoHusd, raw: 10n ** 30n }, independentField: Field.OUTPUT },
    ],
  ])('is none for %s', (_case, inputs) => {
    expect(swapTrade({ ...base, independentField: Field.INPUT, ...inputs })).toBeUndefined()
  })

  it('offers the best route its price impact does not block, with the blocked one beside it, unless in expert mode', () => {
    const inputs = {
      pairs: market,
      inputCurrency: hecoHt,
      outputCurrency: hecoUsdt,
      amount: { currency: hecoHt, raw: 5n * 10n ** 17n },
      independentField: Field.INPUT,
    }
    const offered = swapTrade({ ...inputs, expertMode: false })
    expect(offered?.trade.route.pairs).toEqual([deepUsdtWht])
    expect(offered?.blockedBest?.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
    const expert = swapTrade({ ...inputs, expertMode: true })
    expect(expert?.trade.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
    expect(expert?.blockedBest).toBeUndefined()
  })
})
