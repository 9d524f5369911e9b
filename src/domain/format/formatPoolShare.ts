import type { Ratio } from '../math/Ratio'
import { formatPercent } from './formatPercent'

/**
 * A pool share (a fraction of 1, from `computePoolShare`) as a percentage with 4 decimals, or 2 in position cards
 * (spec section 9), rounded half up; a tiny non-zero share shows as '<0.0001%' or '<0.01%'.
 *
 * @example formatPoolShare({ numerator: 1n, denominator: 3n }, 2) // '33.33%'
 */
export function formatPoolShare(share: Ratio, decimalPlaces: 4 | 2): string {
  return formatPercent(share, decimalPlaces)
}
