import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { assertUint256 } from '../math/assertUint256'
import type { BestTradeOptions } from './BestTradeOptions'
import { compareTrades } from './compareTrades'
import { insertSorted } from './insertSorted'
import type { PairIndex } from './PairIndex'
import { resolveBestTradeOptions } from './resolveBestTradeOptions'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'

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

  const { token0Ids, token1Ids, reserve0, reserve1, pairs } = index
  const pairCount = pairs.length
  const hopsToGoal = index.hopDistances(goalId, maxHops - 1)
  const used = new Uint8Array(pairCount)
  const routePairs: number[] = []
  const routeAmounts: bigint[] = [amountIn.raw]

  const arrive = (pairId: number, amountOut: bigint): void => {
    if (best.length >= maxNumResults && best[best.length - 1]!.outputAmount.raw > amountOut) return
    routePairs.push(pairId)
    routeAmounts.push(amountOut)
    const trade = buildTrade(index, startId, routePairs, routeAmounts, amountIn, currencyOut)
    if (accept === undefined || accept(trade)) insertSorted(best, trade, maxNumResults, compareTrades)
    routePairs.pop()
    routeAmounts.pop()
  }

  const visit = (tokenId: number, amount: bigint, hopsLeft: number): void => {
    const depth = routePairs.length
    for (const pairId of index.pairsOf(tokenId)) {
      if (used[pairId] === 1) continue
      const r0 = reserve0[pairId]!
      const r1 = reserve1[pairId]!
      if (r0 === 0n || r1 === 0n) continue
      const inputIsToken0 = token0Ids[pairId] === tokenId
      const nextId = inputIsToken0 ? token1Ids[pairId]! : token0Ids[pairId]!
      const isGoal = nextId === goalId
      const canContinue = !isGoal && hopsLeft > 1 && pairCount - depth > 1 && hopsToGoal[nextId]! <= hopsLeft - 1
      if (!isGoal && !canContinue) continue
      // the router's getAmountOut, inlined: the hot path throws nothing and skips a hop that pays 0, as the SDK does
      const amountInWithFee = amount * 997n
      const amountOut = inputIsToken0
        ? (amountInWithFee * r1) / (r0 * 1000n + amountInWithFee)
        : (amountInWithFee * r0) / (r1 * 1000n + amountInWithFee)
      if (amountOut === 0n) continue
      if (isGoal) {
        arrive(pairId, amountOut)
        continue
      }
      used[pairId] = 1
      routePairs.push(pairId)
      routeAmounts.push(amountOut)
      visit(nextId, amountOut, hopsLeft - 1)
      routePairs.pop()
      routeAmounts.pop()
      used[pairId] = 0
    }
  }

  visit(startId, amountIn.raw, maxHops)
  return best
}

/** The trade for a found route: pairs by position, amounts along the path. */
function buildTrade(
  index: PairIndex,
  startId: number,
  pairIds: readonly number[],
  amounts: readonly bigint[],
  amountIn: CurrencyAmount,
  currencyOut: Currency,
): Trade {
  const { pairs, path } = index.routeOf(startId, pairIds)
  return {
    tradeType: TradeType.EXACT_INPUT,
    route: { pairs, path, input: amountIn.currency, output: currencyOut },
    inputAmount: amountIn,
    outputAmount: { currency: currencyOut, raw: amounts[amounts.length - 1]! },
    amounts: [...amounts],
  }
}
