import type { BurnAmounts } from './deriveBurnAmounts'

/**
 * The whole percent of the position the remove form takes (spec section 5: the slider's position), rounded down; 0
 * while nothing can be removed.
 *
 * @example burnPercent(amounts) // 33 for a third
 */
export function burnPercent(amounts: BurnAmounts | undefined): number {
  const share = amounts?.percent
  return share ? Number((share.numerator * 100n) / share.denominator) : 0
}
