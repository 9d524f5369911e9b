import type { Currency } from '../currency/Currency'
import type { PairIndex } from './PairIndex'
import type { Trade } from './Trade'
import type { TradeType } from './TradeType'

/**
 * The trade along a route the search found: its pairs by position from token `startId` (the input) and the amounts
 * along the path, input first; `input` and `output` are the trade's own currencies (the native coin where it is one).
 */
export function routeTrade(
  index: PairIndex,
  tradeType: TradeType,
  startId: number,
  pairIds: readonly number[],
  amounts: readonly bigint[],
  input: Currency,
  output: Currency,
): Trade {
  const { pairs, path } = index.routeOf(startId, pairIds)
  return {
    tradeType,
    route: { pairs, path, input, output },
    inputAmount: { currency: input, raw: amounts[0]! },
    outputAmount: { currency: output, raw: amounts[amounts.length - 1]! },
    amounts: [...amounts],
  }
}
