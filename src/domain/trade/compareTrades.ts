import { currencyEquals } from '../currency/currencyEquals'
import { TradesNotComparableError } from '../errors/TradesNotComparableError'
import { computeMidPrice } from './computeMidPrice'
import type { Trade } from './Trade'

/**
 * Orders trades between the same currencies best first, exactly as `@uniswap/sdk`'s `tradeComparator`: more output,
 * then less input, then lower price impact, then fewer hops. Returns a negative number when `a` is better, positive
 * when `b` is, 0 when they tie.
 *
 * @throws TradesNotComparableError when the input or output currencies differ.
 * @example trades.sort(compareTrades)[0] // the best trade
 */
export function compareTrades(a: Trade, b: Trade): number {
  if (!currencyEquals(a.inputAmount.currency, b.inputAmount.currency)) {
    throw new TradesNotComparableError({ reason: 'inputCurrency' })
  }
  if (!currencyEquals(a.outputAmount.currency, b.outputAmount.currency)) {
    throw new TradesNotComparableError({ reason: 'outputCurrency' })
  }
  const outA = a.outputAmount.raw
  const outB = b.outputAmount.raw
  if (outA !== outB) return outA < outB ? 1 : -1
  const inA = a.inputAmount.raw
  const inB = b.inputAmount.raw
  if (inA !== inB) return inA < inB ? -1 : 1
  // Price impact is 1 − out·midDen / (midNum·in); the smaller impact has the larger out·midDen / (midNum·in).
  const midA = computeMidPrice(a.route)
  const midB = computeMidPrice(b.route)
  const keptA = outA * midA.denominator * midB.numerator * inB
  const keptB = outB * midB.denominator * midA.numerator * inA
  if (keptA !== keptB) return keptA > keptB ? -1 : 1
  return a.route.path.length - b.route.path.length
}
