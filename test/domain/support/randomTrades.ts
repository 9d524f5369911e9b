import fc from 'fast-check'
import { bestTradeExactIn } from '../../../src/domain/trade/bestTradeExactIn'
import { bestTradeExactOut } from '../../../src/domain/trade/bestTradeExactOut'
import type { Trade } from '../../../src/domain/trade/Trade'
import { graphSpecArbitrary, queryArbitrary } from './arbitraries'
import { buildGraph } from './graph'

/** Trades of one to three hops, exact in or out, found on random graphs (queries without a trade are dropped). */
export const tradeArbitrary: fc.Arbitrary<Trade> = graphSpecArbitrary({ minPairs: 3 })
  .chain((spec) => fc.tuple(fc.constant(spec), queryArbitrary(spec), fc.boolean()))
  .map(([spec, query, exactIn]) => {
    const graph = buildGraph(spec)
    const from = graph.tokens[query.from]!
    const to = graph.tokens[query.to]!
    const options = { maxHops: query.maxHops, maxNumResults: query.maxNumResults }
    const trades = exactIn
      ? bestTradeExactIn(graph.index, { currency: from, raw: query.amount }, to, options)
      : bestTradeExactOut(graph.index, from, { currency: to, raw: query.amount }, options)
    return trades.at(-1)
  })
  .filter((trade): trade is Trade => trade !== undefined)
