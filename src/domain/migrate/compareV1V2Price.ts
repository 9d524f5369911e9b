import { BEST_PRICE_WARNING_BIPS } from './migrationConstants'
import type { V2Reserves } from './V2Reserves'

/** How the V1 price of a token (in the native coin) stands against the FomoSwap pair's. */
export interface PriceComparison {
  /** `|v1 / v2 − 1|` in basis points, rounded down. */
  readonly differenceBips: bigint
  /** Whether V1 prices the token above (`'higher'`) or below the pair, or the same. */
  readonly direction: 'higher' | 'lower' | 'same'
  /** True at 5% or more: the screen warns that the migration will not get the best price. */
  readonly bestPriceWarning: boolean
}

/**
 * Compares the V1 spot price of the token (`ethReserve / tokenReserve`) with the FomoSwap pair's (spec section 5:
 * the 'best price' warning at a difference of 5% or more). Undefined when either side has no reserves: a first
 * FomoSwap provider sets the price, so there is nothing to compare.
 *
 * @example compareV1V2Price({ ethReserve: 100n, tokenReserve: 100n }, { ethReserve: 110n, tokenReserve: 100n }) // 909 bips lower, warning
 */
export function compareV1V2Price(v1: V2Reserves, v2: V2Reserves | undefined): PriceComparison | undefined {
  if (v2 === undefined) return undefined
  if (v1.ethReserve === 0n || v1.tokenReserve === 0n || v2.ethReserve === 0n || v2.tokenReserve === 0n) return undefined
  // v1 / v2 = (v1.eth / v1.token) / (v2.eth / v2.token) = v1.eth × v2.token / (v1.token × v2.eth)
  const numerator = v1.ethReserve * v2.tokenReserve
  const denominator = v1.tokenReserve * v2.ethReserve
  const gap = numerator > denominator ? numerator - denominator : denominator - numerator
  const differenceBips = (gap * 10_000n) / denominator
  return {
    differenceBips,
    direction: numerator > denominator ? 'higher' : numerator < denominator ? 'lower' : 'same',
    bestPriceWarning: gap * 10_000n >= BEST_PRICE_WARNING_BIPS * denominator,
  }
}
