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

  const { token0Ids, token1Ids, reserve0, reserve1, pairs } = index
  const pairCount = pairs.length
  const hopsToStart = index.hopDistances(startId, maxHops - 1)
  const used = new Uint8Array(pairCount)
  // The route so far, from the output backwards: pairs[0] pays out amountOut, amounts[k] is what pairs[k] pays out.
  const pairsFromEnd: number[] = []
  const amountsFromEnd: bigint[] = [amountOut.raw]

  const arrive = (pairId: number, amountIn: bigint): void => {
    if (best.length >= maxNumResults && best[best.length - 1]!.inputAmount.raw < amountIn) return
    const pairIds = [pairId, ...pairsFromEnd.slice().reverse()]
    const amounts = [amountIn, ...amountsFromEnd.slice().reverse()]
    const trade = buildTrade(index, startId, pairIds, amounts, currencyIn, amountOut)
    if (accept === undefined || accept(trade)) insertSorted(best, trade, maxNumResults, compareTrades)
  }

  const visit = (tokenId: number, amount: bigint, hopsLeft: number): void => {
    const depth = pairsFromEnd.length
    for (const pairId of index.pairsOf(tokenId)) {
      if (used[pairId] === 1) continue
      const r0 = reserve0[pairId]!
      const r1 = reserve1[pairId]!
      if (r0 === 0n || r1 === 0n) continue
      const outputIsToken0 = token0Ids[pairId] === tokenId
      const previousId = outputIsToken0 ? token1Ids[pairId]! : token0Ids[pairId]!
      const isStart = previousId === startId
      const canContinue = !isStart && hopsLeft > 1 && pairCount - depth > 1 && hopsToStart[previousId]! <= hopsLeft - 1
      if (!isStart && !canContinue) continue
      // the router's getAmountIn, inlined: the hot path throws nothing, skips a pair that cannot pay, as the SDK does
      const reserveOut = outputIsToken0 ? r0 : r1
      if (amount >= reserveOut) continue
      const reserveIn = outputIsToken0 ? r1 : r0
      const amountIn = (reserveIn * amount * 1000n) / ((reserveOut - amount) * 997n) + 1n
      if (isStart) {
        arrive(pairId, amountIn)
        continue
      }
      used[pairId] = 1
      pairsFromEnd.push(pairId)
      amountsFromEnd.push(amountIn)
      visit(previousId, amountIn, hopsLeft - 1)
      pairsFromEnd.pop()
      amountsFromEnd.pop()
      used[pairId] = 0
    }
  }

  visit(goalId, amountOut.raw, maxHops)
  return best
}

/** The trade for a found route: pairs by position from the input, amounts along the path. */
function buildTrade(
  index: PairIndex,
  startId: number,
  pairIds: readonly number[],
  amounts: readonly bigint[],
  currencyIn: Currency,
  amountOut: CurrencyAmount,
): Trade {
  const { pairs, path } = index.routeOf(startId, pairIds)
  return {
    tradeType: TradeType.EXACT_OUTPUT,
    route: { pairs, path, input: currencyIn, output: amountOut.currency },
    inputAmount: { currency: currencyIn, raw: amounts[0]! },
    outputAmount: amountOut,
    amounts,
  }
}
