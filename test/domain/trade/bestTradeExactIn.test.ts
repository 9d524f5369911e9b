import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { TooManyPairsError } from '../../../src/domain/errors/TooManyPairsError'
import { bestTradeExactIn } from '../../../src/domain/trade/bestTradeExactIn'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import {
  amountArbitrary,
  graphSpecArbitrary,
  queryArbitrary,
  tiedRoutesArbitrary,
  tinyAmountArbitrary,
  tinyReserveArbitrary,
} from '../support/arbitraries'
import { hecoHt, hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'
import { buildGraph } from '../support/graph'
import { exactInBoth } from '../support/sameTradesAsSdk'
import { hecoMdx, marketIndex, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

describe('bestTradeExactIn', () => {
  it('ranks routes by output: 100 USDT buys more MDX through WHT than directly', () => {
    const trades = bestTradeExactIn(marketIndex, { currency: hecoUsdt, raw: 100n * E18 }, hecoMdx)
    expect(trades.map((trade) => trade.route.pairs)).toEqual([[usdtWht, whtMdx], [usdtMdx]])
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol))).toEqual([
      ['USDT', 'WHT', 'MDX'],
      ['USDT', 'MDX'],
    ])
    expect(trades[0]!.amounts).toEqual([100n * E18, 9_871_580_343_970_612_988n, 194_920_907_194_868_520_214n])
    expect(trades[1]!.outputAmount.raw).toBe(90_661_089_388_014_913_158n)
    expect(trades.every((trade) => trade.tradeType === 'EXACT_INPUT')).toBe(true)
  })

  it('keeps only the best result with maxNumResults 1 and only direct routes with maxHops 1', () => {
    const amountIn = { currency: hecoUsdt, raw: 100n * E18 }
    expect(bestTradeExactIn(marketIndex, amountIn, hecoMdx, { maxNumResults: 1 }).map((t) => t.route.pairs)).toEqual([
      [usdtWht, whtMdx],
    ])
    expect(bestTradeExactIn(marketIndex, amountIn, hecoMdx, { maxHops: 1 }).map((t) => t.route.pairs)).toEqual([
      [usdtMdx],
    ])
  })

  it('trades the native coin at the edges: HT in routes through WHT and stays HT', () => {
    const [trade, direct] = bestTradeExactIn(marketIndex, { currency: hecoHt, raw: E18 }, hecoUsdt)
    expect(trade!.inputAmount.currency).toBe(hecoHt)
    expect(trade!.route.input).toBe(hecoHt)
    expect(trade!.route.path.map((token) => token.symbol)).toEqual(['WHT', 'MDX', 'USDT'])
    expect(trade!.outputAmount.raw).toBe(19_473_625_612_828_371_772n)
    expect(direct!.route.pairs).toEqual([usdtWht])
    expect(direct!.outputAmount.raw).toBe(9_960_069_810_399_032_164n)
    const [toNative] = bestTradeExactIn(marketIndex, { currency: hecoUsdt, raw: 10n * E18 }, hecoHt)
    expect(toNative!.outputAmount.currency).toBe(hecoHt)
    expect(toNative!.route.path.at(-1)).toEqual(hecoWht)
  })

  it('finds nothing for tokens without pairs, dust that buys nothing, or an empty pair list', () => {
    expect(bestTradeExactIn(marketIndex, { currency: hecoUsdt, raw: 1n }, hecoHusd)).toEqual([])
    expect(
      bestTradeExactIn(
        marketIndex,
        { currency: hecoUsdt, raw: E18 },
        createToken({ chainId: 128, address: `0x${'7'.repeat(40)}`, decimals: 18, symbol: 'NEW' }),
      ),
    ).toEqual([])
    expect(bestTradeExactIn(new PairIndex([]), { currency: hecoUsdt, raw: E18 }, hecoMdx)).toEqual([])
  })

  it('refuses more than three hops with TooManyPairsError', () => {
    expect(() => bestTradeExactIn(marketIndex, { currency: hecoUsdt, raw: 1n }, hecoMdx, { maxHops: 4 })).toThrow(
      TooManyPairsError,
    )
  })

  it('prefers fewer hops when amounts and price impact tie (5 units in buy 1 unit out either way at the same mid price)', () => {
    const graph = buildGraph({
      tokenDecimals: [0, 0, 0],
      edges: [
        { a: 0, b: 1, reserveA: 4n, reserveB: 2n },
        { a: 1, b: 2, reserveA: 2n, reserveB: 4n },
        { a: 0, b: 2, reserveA: 2n, reserveB: 2n },
      ],
    })
    const { ours, sdk } = exactInBoth(graph, { from: 0, to: 2, amount: 5n, maxHops: 3, maxNumResults: 3 })
    expect(ours.map(({ pairs, inputAmount, outputAmount }) => ({ pairs, inputAmount, outputAmount }))).toEqual([
      { pairs: [2], ...{ inputAmount: '5', outputAmount: '1' } },
      { pairs: [0, 1], ...{ inputAmount: '5', outputAmount: '1' } },
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
            const { ours, sdk } = exactInBoth(buildGraph(spec), query)
            expect(ours).toEqual(sdk)
          }),
          { numRuns: 200 },
        )
      })
    }

    it('when several routes tie exactly, in the order the SDK meets them', () => {
      fc.assert(
        fc.property(tiedRoutesArbitrary(), ([spec, query]) => {
          const { ours, sdk } = exactInBoth(buildGraph(spec), query)
          expect(ours).toEqual(sdk)
        }),
        { numRuns: 200 },
      )
    })
  })
})
