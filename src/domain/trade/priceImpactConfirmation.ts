import { compareRatios } from '../math/compareRatios'
import type { Ratio } from '../math/Ratio'
import {
  ALLOWED_PRICE_IMPACT_HIGH,
  BLOCKED_PRICE_IMPACT_NON_EXPERT,
  PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN,
} from './priceImpactThresholds'

/**
 * What a swap must ask before it is sent: nothing, a plain yes/no confirmation, the typed word `confirm`, or nothing
 * because it is blocked.
 */
export type PriceImpactConfirmation = 'none' | 'confirm' | 'typed-confirm' | 'blocked'

/**
 * The confirmation a price impact (without the LP fee) requires, as in the Uniswap V2 interface: under 5% none;
 * from 5% a plain confirmation; from 10% the typed word `confirm`; from 15% (severity 4) the swap is blocked unless
 * expert mode is on, and in expert mode it still needs the typed word (expert mode skips the review dialog, not this).
 *
 * @example priceImpactConfirmation({ numerator: 12n, denominator: 100n }, { expertMode: false }) // 'typed-confirm'
 */
export function priceImpactConfirmation(
  priceImpactWithoutFee: Ratio,
  { expertMode }: { expertMode: boolean },
): PriceImpactConfirmation {
  if (compareRatios(priceImpactWithoutFee, BLOCKED_PRICE_IMPACT_NON_EXPERT) >= 0 && !expertMode) return 'blocked'
  if (compareRatios(priceImpactWithoutFee, PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN) >= 0) return 'typed-confirm'
  if (compareRatios(priceImpactWithoutFee, ALLOWED_PRICE_IMPACT_HIGH) >= 0) return 'confirm'
  return 'none'
}
