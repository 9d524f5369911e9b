import { currencyEquals } from '../currency/currencyEquals'
import { TradesNotComparableError } from '../errors/TradesNotComparableError'
import type { Ratio } from '../math/Ratio'
import type { Trade } from './Trade'

/**
 * Whether `tradeB` gives a better execution price than `tradeA` by at least `minimumDelta` (a fraction of 1, default
 * 0), as the Uniswap V2 interface's `isTradeBetter`: `false` when only A exists, `true` when only B exists,
 * `undefined` when neither does. Use it to prefer fewer hops unless more hops pay, e.g. by 0.5%.
 *
 * @throws TradesNotComparableError ('Trades are not comparable') when the trades differ in type or currencies.
 * @example isTradeBetter(oneHop, threeHops, { numerator: 50n, denominator: 10_000n }) // true if 0.5% better
 */
export function isTradeBetter(
  tradeA: Trade | undefined,
  tradeB: Trade | undefined,
  minimumDelta: Ratio = { numerator: 0n, denominator: 1n },
): boolean | undefined {
  if (tradeA && !tradeB) return false
  if (tradeB && !tradeA) return true
  if (!tradeA || !tradeB) return undefined
  if (tradeA.tradeType !== tradeB.tradeType) throw new TradesNotComparableError({ reason: 'tradeType' })
  if (!currencyEquals(tradeA.inputAmount.currency, tradeB.inputAmount.currency)) {
    throw new TradesNotComparableError({ reason: 'inputCurrency' })
  }
  if (!currencyEquals(tradeA.outputAmount.currency, tradeB.outputAmount.currency)) {
    throw new TradesNotComparableError({ reason: 'outputCurrency' })
  }
  // priceA × (1 + delta) < priceB, with price = output / input, cross-multiplied.
  const scaledA = tradeA.outputAmount.raw * (minimumDelta.denominator + minimumDelta.numerator) * tradeB.inputAmount.raw
  const scaledB = tradeB.outputAmount.raw * minimumDelta.denominator * tradeA.inputAmount.raw
  return scaledA < scaledB
}
