import type { Ratio } from '../math/Ratio'

// The specification leaves the price-impact thresholds open (section 9); these are the Uniswap V2 interface's
// (`src/constants/index.ts`), as fractions of 1, applied to the price impact without the LP fee.

/** At or above 1%, severity 1: the impact is shown as a warning. */
export const ALLOWED_PRICE_IMPACT_LOW: Ratio = Object.freeze({ numerator: 100n, denominator: 10_000n })

/** At or above 3%, severity 2. */
export const ALLOWED_PRICE_IMPACT_MEDIUM: Ratio = Object.freeze({ numerator: 300n, denominator: 10_000n })

/** At or above 5%, severity 3 (styled as an error) and the swap asks for a plain confirmation. */
export const ALLOWED_PRICE_IMPACT_HIGH: Ratio = Object.freeze({ numerator: 500n, denominator: 10_000n })

/** At or above 10%, the swap asks the user to type the word `confirm`. */
export const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN: Ratio = Object.freeze({ numerator: 1_000n, denominator: 10_000n })

/** At or above 15%, severity 4: the swap is blocked unless expert mode is on. */
export const BLOCKED_PRICE_IMPACT_NON_EXPERT: Ratio = Object.freeze({ numerator: 1_500n, denominator: 10_000n })

/** Below one basis point (0.01%) a price impact is displayed as `<0.01%`. */
export const ONE_BIP: Ratio = Object.freeze({ numerator: 1n, denominator: 10_000n })
