import type { Pair as SdkPair, Trade as SdkTrade } from '@uniswap/sdk'
import type { Trade } from '../../../src/domain/trade/Trade'
import type { Graph } from './graph'

/** What must match between FomoSwap's and the SDK's trades: pairs (by position), path, amounts, price impact. */
export interface TradeSummary {
  readonly pairs: readonly number[]
  readonly path: readonly string[]
  readonly inputAmount: string
  readonly outputAmount: string
}

/** Summarises FomoSwap trades against a graph. */
export function describeTrades(graph: Graph, trades: readonly Trade[]): TradeSummary[] {
  return trades.map((trade) => ({
    pairs: trade.route.pairs.map((pair) => graph.pairs.indexOf(pair)),
    path: trade.route.path.map((token) => token.address),
    inputAmount: trade.inputAmount.raw.toString(),
    outputAmount: trade.outputAmount.raw.toString(),
  }))
}

/** Summarises `@uniswap/sdk` trades against the same graph. */
export function describeSdkTrades(graph: Graph, trades: readonly SdkTrade[]): TradeSummary[] {
  const positions = new Map<SdkPair, number>(graph.sdkPairs.map((pair, i) => [pair, i]))
  return trades.map((trade) => ({
    pairs: trade.route.pairs.map((pair) => positions.get(pair) ?? -1),
    path: trade.route.path.map((token) => token.address),
    inputAmount: trade.inputAmount.raw.toString(),
    outputAmount: trade.outputAmount.raw.toString(),
  }))
}
