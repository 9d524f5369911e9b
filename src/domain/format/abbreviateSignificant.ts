import type { Ratio } from '../math/Ratio'
import type { Rounding } from '../math/Rounding'
import { BELOW_SMALLEST_AMOUNT_TEXT, LARGE_NUMBER_DIGITS } from './displayConstants'
import { formatSignificant } from './formatSignificant'

/**
 * A figure for display with `significantDigits` significant digits (spec section 9's Display rules, which
 * keep every figure short): '0' for zero, '<0.000001' for anything below 10^-6, the mantissa and its power of ten
 * (`2.999e23`) from 10^15 up, else the plain decimal of `formatSignificant`.
 *
 * @example abbreviateSignificant({ numerator: 2999n * 10n ** 20n, denominator: 1n }, 4, 'down') // '2.999e23'
 * @example abbreviateSignificant({ numerator: 15n, denominator: 10n ** 22n }, 6, 'halfUp') // '<0.000001'
 */
export function abbreviateSignificant(value: Ratio, significantDigits: number, rounding: Rounding): string {
  const { numerator, denominator } = value
  if (numerator === 0n) return '0'
  if (numerator < 0n)
    return `-${abbreviateSignificant({ numerator: -numerator, denominator }, significantDigits, rounding)}`
  if (numerator * 1_000_000n < denominator) return BELOW_SMALLEST_AMOUNT_TEXT
  if (numerator < denominator * 10n ** BigInt(LARGE_NUMBER_DIGITS - 1))
    return formatSignificant(value, significantDigits, rounding)
  let exponent = (numerator / denominator).toString().length - 1
  let mantissa = formatSignificant(
    { numerator, denominator: denominator * 10n ** BigInt(exponent) },
    significantDigits,
    rounding,
  )
  if (mantissa === '10') {
    mantissa = '1' // rounded up into the next power, e.g. 9.9996e15 → 1e16
    exponent += 1
  }
  return `${mantissa}e${exponent}`
}
