import { JSBI, Trade as SdkTrade, TokenAmount } from '@uniswap/sdk'
import { bestTradeExactIn } from '../../../src/domain/trade/bestTradeExactIn'
import { bestTradeExactOut } from '../../../src/domain/trade/bestTradeExactOut'
import { describeSdkTrades, describeTrades, type TradeSummary } from './describeTrades'
import type { Graph } from './graph'

/** A best-trade query by token numbers. */
export interface Query {
  readonly from: number
  readonly to: number
  readonly amount: bigint
  readonly maxHops: number
  readonly maxNumResults: number
}

/** FomoSwap's and the SDK's exact-input best trades for one query, summarised for comparison. */
export function exactInBoth(graph: Graph, query: Query): { ours: TradeSummary[]; sdk: TradeSummary[] } {
  const options = { maxHops: query.maxHops, maxNumResults: query.maxNumResults }
  const ours = bestTradeExactIn(
    graph.index,
    { currency: graph.tokens[query.from]!, raw: query.amount },
    graph.tokens[query.to]!,
    options,
  )
  const sdk = SdkTrade.bestTradeExactIn(
    [...graph.sdkPairs],
    new TokenAmount(graph.sdkTokens[query.from]!, JSBI.BigInt(query.amount.toString())),
    graph.sdkTokens[query.to]!,
    options,
  )
  return { ours: describeTrades(graph, ours), sdk: describeSdkTrades(graph, sdk) }
}

/** FomoSwap's and the SDK's exact-output best trades for one query, summarised for comparison. */
export function exactOutBoth(graph: Graph, query: Query): { ours: TradeSummary[]; sdk: TradeSummary[] } {
  const options = { maxHops: query.maxHops, maxNumResults: query.maxNumResults }
  const ours = bestTradeExactOut(
    graph.index,
    graph.tokens[query.from]!,
    { currency: graph.tokens[query.to]!, raw: query.amount },
    options,
  )
  const sdk = SdkTrade.bestTradeExactOut(
    [...graph.sdkPairs],
    graph.sdkTokens[query.from]!,
    new TokenAmount(graph.sdkTokens[query.to]!, JSBI.BigInt(query.amount.toString())),
    options,
  )
  return { ours: describeTrades(graph, ours), sdk: describeSdkTrades(graph, sdk) }
}
