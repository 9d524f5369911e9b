import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { assertUint256 } from '../math/assertUint256'
import type { BestTradeOptions } from './BestTradeOptions'
import { compareTrades } from './compareTrades'
import { insertSorted } from './insertSorted'
import type { PairIndex } from './PairIndex'
import { resolveBestTradeOptions } from './resolveBestTradeOptions'
import { routeTrade } from './routeTrade'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'
import { walkRoutes } from './walkRoutes'

/**
 * The best trades that spend an exact input, best first: the same trades, in the same order, as `@uniswap/sdk`'s
 * `Trade.bestTradeExactIn(pairs, amountIn, currencyOut, options)`, found in bigint over an index instead of by
 * scanning every pair at every hop.
 *
 * It walks the same routes in the same order as the SDK (each token's pairs in their original order, no pair twice,
 * pairs with an empty reserve and hops whose output rounds to 0 skipped), so ties resolve alike; it only leaves out
 * branches that cannot reach `currencyOut` in the hops left. The native coin stands for its wrapped token in routing
 * and stays the trade's input or output currency. An empty result means insufficient liquidity for the trade (or, with
 * `accept`, no trade it accepts).
 *
 * @example
 * const [best] = bestTradeExactIn(new PairIndex(pairs), { currency: heco.nativeCurrency, raw: 10n ** 18n }, usdt)
 */
export function bestTradeExactIn(
  index: PairIndex,
  amountIn: CurrencyAmount,
  currencyOut: Currency,
  options: BestTradeOptions = {},
): Trade[] {
  const { maxNumResults, maxHops, accept } = resolveBestTradeOptions(options)
  assertUint256(amountIn.raw)
  const best: Trade[] = []
  const startId = index.tokenId(wrapCurrency(amountIn.currency))
  const goalId = index.tokenId(wrapCurrency(currencyOut))
  if (startId < 0 || goalId < 0) return best

  const { reserve0, reserve1 } = index
  // the router's getAmountOut, inlined: the hot path throws nothing and skips a hop that pays 0, as the SDK does
  const hop = (pairId: number, inputIsToken0: boolean, amount: bigint): bigint => {
    const r0 = reserve0[pairId]!
    const r1 = reserve1[pairId]!
    const amountInWithFee = amount * 997n
    return inputIsToken0
      ? (amountInWithFee * r1) / (r0 * 1000n + amountInWithFee)
      : (amountInWithFee * r0) / (r1 * 1000n + amountInWithFee)
  }
  const arrive = (pairIds: readonly number[], amounts: readonly bigint[]): void => {
    const amountOut = amounts[amounts.length - 1]!
    if (best.length >= maxNumResults && best[best.length - 1]!.outputAmount.raw > amountOut) return
    const trade = routeTrade(index, TradeType.EXACT_INPUT, startId, pairIds, amounts, amountIn.currency, currencyOut)
    if (accept === undefined || accept(trade)) insertSorted(best, trade, maxNumResults, compareTrades)
  }

  walkRoutes(index, startId, goalId, amountIn.raw, maxHops, hop, arrive)
  return best
}
