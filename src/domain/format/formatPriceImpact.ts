import { compareRatios } from '../math/compareRatios'
import type { Ratio } from '../math/Ratio'
import { ONE_BIP } from '../trade/priceImpactThresholds'
import { formatPercent } from './formatPercent'

/**
 * A price impact (a fraction of 1) as a percentage with 2 decimals, or '<0.01%' below one basis point, zero and
 * negative values included (spec section 9; the interface's `FormattedPriceImpact`).
 *
 * @example formatPriceImpact({ numerator: 1234n, denominator: 100_000n }) // '1.23%'
 */
export function formatPriceImpact(priceImpact: Ratio): string {
  return compareRatios(priceImpact, ONE_BIP) < 0 ? '<0.01%' : formatPercent(priceImpact, 2)
}
