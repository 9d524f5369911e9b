import type { Rounding } from '../math/Rounding'
import { abbreviateSignificant } from './abbreviateSignificant'

/**
 * A raw token amount with `significantDigits` significant digits, '0' for zero, '<0.000001' for any non-zero amount
 * below 10^-6 and a power of ten from 10^15 up (spec section 9, `abbreviateSignificant`); the shared rule behind
 * `formatBalance` and `formatSwapAmount`.
 *
 * @example formatAmountSignificant(123_456_789n, 6, 6, 'down') // '123.456'
 */
export function formatAmountSignificant(
  raw: bigint,
  decimals: number,
  significantDigits: number,
  rounding: Rounding,
): string {
  return abbreviateSignificant({ numerator: raw, denominator: 10n ** BigInt(decimals) }, significantDigits, rounding)
}
