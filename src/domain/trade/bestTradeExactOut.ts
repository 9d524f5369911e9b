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
 * The best trades that buy an exact output, best first: the same trades, in the same order, as `@uniswap/sdk`'s
 * `Trade.bestTradeExactOut(pairs, currencyIn, amountOut, options)`, found in bigint over an index.
 *
 * It walks backwards from the output in the SDK's order (each token's pairs in their original order, no pair twice,
 * pairs with an empty reserve or a reserve at or below the amount wanted skipped), so ties resolve alike; it only
 * leaves out branches that cannot reach `currencyIn` in the hops left. An empty result means insufficient liquidity (or, with `accept`, no trade it accepts).
 *
 * @example
 * const [best] = bestTradeExactOut(new PairIndex(pairs), usdt, { currency: heco.nativeCurrency, raw: 10n ** 18n })
 */
export function bestTradeExactOut(
  index: PairIndex,
  currencyIn: Currency,
  amountOut: CurrencyAmount,
  options: BestTradeOptions = {},
): Trade[] {
  const { maxNumResults, maxHops, accept } = resolveBestTradeOptions(options)
  assertUint256(amountOut.raw)
  const best: Trade[] = []
  const startId = index.tokenId(wrapCurrency(currencyIn))
  const goalId = index.tokenId(wrapCurrency(amountOut.currency))
  if (startId < 0 || goalId < 0) return best

  const { reserve0, reserve1 } = index
  // the router's getAmountIn, inlined: the hot path throws nothing, skips a pair that cannot pay, as the SDK does
  const hop = (pairId: number, outputIsToken0: boolean, amount: bigint): bigint => {
    const reserveOut = outputIsToken0 ? reserve0[pairId]! : reserve1[pairId]!
    if (amount >= reserveOut) return 0n
    const reserveIn = outputIsToken0 ? reserve1[pairId]! : reserve0[pairId]!
    return (reserveIn * amount * 1000n) / ((reserveOut - amount) * 997n) + 1n
  }
  // the walk goes from the output backwards: pairIds[0] pays out amountOut, amounts[k] is what pairIds[k] pays out
  const arrive = (pairIdsFromEnd: readonly number[], amountsFromEnd: readonly bigint[]): void => {
    const amountIn = amountsFromEnd[amountsFromEnd.length - 1]!
    if (best.length >= maxNumResults && best[best.length - 1]!.inputAmount.raw < amountIn) return
    const pairIds = pairIdsFromEnd.slice().reverse()
    const amounts = amountsFromEnd.slice().reverse()
    const trade = routeTrade(index, TradeType.EXACT_OUTPUT, startId, pairIds, amounts, currencyIn, amountOut.currency)
    if (accept === undefined || accept(trade)) insertSorted(best, trade, maxNumResults, compareTrades)
  }

  walkRoutes(index, goalId, startId, amountOut.raw, maxHops, hop, arrive)
  return best
}
