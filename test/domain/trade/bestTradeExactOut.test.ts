import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidTradeOptionsError } from '../../../src/domain/errors/InvalidTradeOptionsError'
import { bestTradeExactOut } from '../../../src/domain/trade/bestTradeExactOut'
import {
  amountArbitrary,
  graphSpecArbitrary,
  queryArbitrary,
  tiedRoutesArbitrary,
  tinyAmountArbitrary,
  tinyReserveArbitrary,
} from '../support/arbitraries'
import { hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'
import { buildGraph } from '../support/graph'
import { exactOutBoth } from '../support/sameTradesAsSdk'
import { hecoMdx, marketIndex, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

describe('bestTradeExactOut', () => {
  it('ranks routes by input: 50 MDX cost less USDT through WHT than directly', () => {
    const trades = bestTradeExactOut(marketIndex, hecoUsdt, { currency: hecoMdx, raw: 50n * E18 })
    expect(trades.map((trade) => trade.route.pairs)).toEqual([[usdtWht, whtMdx], [usdtMdx]])
    expect(trades[0]!.amounts).toEqual([25_277_254_130_670_477_075n, 2_513_807_085_416_650_956n, 50n * E18])
    expect(trades[1]!.inputAmount.raw).toBe(52_789_948_793_749_670_063n)
    expect(trades.every((trade) => trade.tradeType === 'EXACT_OUTPUT')).toBe(true)
  })

  it('skips pairs whose reserve cannot pay the output', () => {
    const trades = bestTradeExactOut(marketIndex, hecoUsdt, { currency: hecoMdx, raw: 1_000n * E18 })
    expect(trades.map((trade) => trade.route.pairs)).toEqual([[usdtWht, whtMdx]])
    expect(bestTradeExactOut(marketIndex, hecoUsdt, { currency: hecoMdx, raw: 20_000n * E18 })).toEqual([])
  })

  it('buys the native coin at the edge: HT out routes through WHT and stays HT', () => {
    const [trade] = bestTradeExactOut(marketIndex, hecoUsdt, { currency: hecoHt, raw: E18 })
    expect(trade!.outputAmount.currency).toBe(hecoHt)
    expect(trade!.route.output).toBe(hecoHt)
    expect(trade!.route.path.at(-1)).toEqual(hecoWht)
  })

  it('rejects a maxNumResults of 0', () => {
    expect(() =>
      bestTradeExactOut(marketIndex, hecoUsdt, { currency: hecoMdx, raw: 1n }, { maxNumResults: 0 }),
    ).toThrow(InvalidTradeOptionsError)
  })

  it('prefers fewer hops when amounts and price impact tie (1 unit out costs 3 units in either way at the same mid price)', () => {
    const graph = buildGraph({
      tokenDecimals: [0, 0, 0],
      edges: [
        { a: 0, b: 1, reserveA: 8n, reserveB: 4n },
        { a: 1, b: 2, reserveA: 2n, reserveB: 4n },
        { a: 0, b: 2, reserveA: 2n, reserveB: 2n },
      ],
    })
    const { ours, sdk } = exactOutBoth(graph, { from: 0, to: 2, amount: 1n, maxHops: 3, maxNumResults: 3 })
    expect(ours.map(({ pairs, inputAmount, outputAmount }) => ({ pairs, inputAmount, outputAmount }))).toEqual([
      { pairs: [2], ...{ inputAmount: '3', outputAmount: '1' } },
      { pairs: [0, 1], ...{ inputAmount: '3', outputAmount: '1' } },
    ])
    expect(ours).toEqual(sdk)
  })

  describe('returns the same trades in the same order as @uniswap/sdk', () => {
    const cases = {
      'on random graphs': graphSpecArbitrary(),
      'on dense graphs of tiny pools, where amounts often tie': graphSpecArbitrary({
        maxTokens: 6,
        minPairs: 6,
        maxPairs: 15,
        reserves: tinyReserveArbitrary,
      }),
      'when a token pair has two pools, which allows cycles': graphSpecArbitrary({
        maxTokens: 5,
        maxPairs: 12,
        uniquePairs: false,
      }),
    }
    for (const [name, specs] of Object.entries(cases)) {
      const amounts = name.includes('tiny') ? tinyAmountArbitrary : amountArbitrary
      it(name, () => {
        const samples = specs.chain((spec) => fc.tuple(fc.constant(spec), queryArbitrary(spec, amounts)))
        fc.assert(
          fc.property(samples, ([spec, query]) => {
            const { ours, sdk } = exactOutBoth(buildGraph(spec), query)
            expect(ours).toEqual(sdk)
          }),
          { numRuns: 200 },
        )
      })
    }

    it('when several routes tie exactly, in the order the SDK meets them', () => {
      fc.assert(
        fc.property(tiedRoutesArbitrary(), ([spec, query]) => {
          const { ours, sdk } = exactOutBoth(buildGraph(spec), query)
          expect(ours).toEqual(sdk)
        }),
        { numRuns: 200 },
      )
    })
  })
})
