import { tradeComparator } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TradesNotComparableError } from '../../../src/domain/errors/TradesNotComparableError'
import { bestTradeExactIn } from '../../../src/domain/trade/bestTradeExactIn'
import { bestTradeExactOut } from '../../../src/domain/trade/bestTradeExactOut'
import { compareTrades } from '../../../src/domain/trade/compareTrades'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { graphSpecArbitrary, queryArbitrary, tinyAmountArbitrary, tinyReserveArbitrary } from '../support/arbitraries'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoUsdt } from '../support/fixtures'
import { buildGraph } from '../support/graph'
import { toSdkTrade } from '../support/toSdkTrade'
import { hecoMdx, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

describe('compareTrades', () => {
  it('puts more output first, then less input', () => {
    const direct = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), 100n * E18, TradeType.EXACT_INPUT)
    const viaWht = createTrade(createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx), 100n * E18, TradeType.EXACT_INPUT)
    expect(compareTrades(viaWht, direct)).toBeLessThan(0)
    expect(compareTrades(direct, viaWht)).toBeGreaterThan(0)
    expect(compareTrades(direct, direct)).toBe(0)
    const cheap = createTrade(createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx), E18, TradeType.EXACT_OUTPUT)
    const dear = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), E18, TradeType.EXACT_OUTPUT)
    expect([dear, cheap].sort(compareTrades)).toEqual([cheap, dear])
  })

  it('throws TradesNotComparableError for trades between other currencies', () => {
    const a = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), E18, TradeType.EXACT_INPUT)
    const b = createTrade(createRoute([usdtMdx], hecoMdx, hecoUsdt), E18, TradeType.EXACT_INPUT)
    expect(() => compareTrades(a, b)).toThrow(TradesNotComparableError)
  })

  it('agrees in sign with @uniswap/sdk’s tradeComparator on every two trades of a search', () => {
    const searches = graphSpecArbitrary({
      maxTokens: 6,
      minPairs: 6,
      maxPairs: 15,
      reserves: tinyReserveArbitrary,
    }).chain((spec) => fc.tuple(fc.constant(spec), queryArbitrary(spec, tinyAmountArbitrary), fc.boolean()))
    fc.assert(
      fc.property(searches, ([spec, query, exactIn]) => {
        const graph = buildGraph(spec)
        const from = graph.tokens[query.from]!
        const to = graph.tokens[query.to]!
        const trades = exactIn
          ? bestTradeExactIn(graph.index, { currency: from, raw: query.amount }, to, { maxNumResults: 4 })
          : bestTradeExactOut(graph.index, from, { currency: to, raw: query.amount }, { maxNumResults: 4 })
        const sdkTrades = trades.map(toSdkTrade)
        trades.forEach((a, i) => {
          trades.forEach((b, j) => {
            expect(Math.sign(compareTrades(a, b))).toBe(Math.sign(tradeComparator(sdkTrades[i]!, sdkTrades[j]!)))
          })
        })
      }),
      { numRuns: 100 },
    )
  })
})
