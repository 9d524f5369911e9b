import { compareRatios } from '../math/compareRatios'
import type { Ratio } from '../math/Ratio'
import {
  ALLOWED_PRICE_IMPACT_HIGH,
  ALLOWED_PRICE_IMPACT_LOW,
  ALLOWED_PRICE_IMPACT_MEDIUM,
  BLOCKED_PRICE_IMPACT_NON_EXPERT,
} from './priceImpactThresholds'

/** 0 (under 1%), 1 (1% to under 3%), 2 (3% to under 5%), 3 (5% to under 15%) or 4 (15% and more). */
export type PriceImpactSeverity = 0 | 1 | 2 | 3 | 4

/**
 * The severity of a price impact (pass the impact without the LP fee, from `computeTradePriceBreakdown`), as the
 * Uniswap V2 interface's `warningSeverity`: each threshold belongs to the higher band. Above 2 it is styled as an
 * error (spec section 9); 4 blocks the swap unless expert mode is on.
 *
 * @example priceImpactSeverity({ numerator: 3n, denominator: 100n }) // 2
 */
export function priceImpactSeverity(priceImpactWithoutFee: Ratio): PriceImpactSeverity {
  if (compareRatios(priceImpactWithoutFee, BLOCKED_PRICE_IMPACT_NON_EXPERT) >= 0) return 4
  if (compareRatios(priceImpactWithoutFee, ALLOWED_PRICE_IMPACT_HIGH) >= 0) return 3
  if (compareRatios(priceImpactWithoutFee, ALLOWED_PRICE_IMPACT_MEDIUM) >= 0) return 2
  if (compareRatios(priceImpactWithoutFee, ALLOWED_PRICE_IMPACT_LOW) >= 0) return 1
  return 0
}
