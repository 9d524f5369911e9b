import type { Rounding } from '../math/Rounding'
import { BELOW_SMALLEST_AMOUNT_TEXT } from './displayConstants'
import { formatSignificant } from './formatSignificant'

/**
 * A raw token amount with `significantDigits` significant digits, '0' for zero, and '<0.000001' for any non-zero
 * amount below 10^-6 (spec section 9); the shared rule behind `formatBalance` and `formatSwapAmount`.
 *
 * @example formatAmountSignificant(123_456_789n, 6, 6, 'down') // '123.456'
 */
export function formatAmountSignificant(
  raw: bigint,
  decimals: number,
  significantDigits: number,
  rounding: Rounding,
): string {
  if (raw === 0n) return '0'
  const unit = 10n ** BigInt(decimals)
  if (raw > 0n && raw * 1_000_000n < unit) return BELOW_SMALLEST_AMOUNT_TEXT
  return formatSignificant({ numerator: raw, denominator: unit }, significantDigits, rounding)
}
