import { InvalidPrecisionError } from '../errors/InvalidPrecisionError'
import { divideRounded } from '../math/divideRounded'
import type { Ratio } from '../math/Ratio'
import type { Rounding } from '../math/Rounding'
import { placeDecimalPoint } from './placeDecimalPoint'

/**
 * An exact ratio as a plain decimal string with at most `significantDigits` significant digits, rounded once and
 * exactly, without trailing zeros or exponent (as `@uniswap/sdk`'s `toSignificant` prints, minus its double rounding).
 *
 * @example formatSignificant({ numerator: 2n, denominator: 3n }, 4, 'halfUp') // '0.6667'
 * @example formatSignificant({ numerator: 1234567n, denominator: 1n }, 4, 'down') // '1234000'
 */
export function formatSignificant(value: Ratio, significantDigits: number, rounding: Rounding): string {
  if (!Number.isInteger(significantDigits) || significantDigits < 1) throw new InvalidPrecisionError(significantDigits)
  const negative = value.numerator < 0n !== value.denominator < 0n
  const numerator = value.numerator < 0n ? -value.numerator : value.numerator
  const denominator = value.denominator < 0n ? -value.denominator : value.denominator
  if (numerator === 0n) return '0'
  // scale = significant digits wanted after the decimal point: sd − 1 − floor(log10(value)).
  let scale = significantDigits - 1 - floorLog10(numerator, denominator)
  let digits =
    scale >= 0
      ? divideRounded(numerator * 10n ** BigInt(scale), denominator, rounding)
      : divideRounded(numerator, denominator * 10n ** BigInt(-scale), rounding)
  if (digits === 10n ** BigInt(significantDigits)) {
    digits /= 10n // rounding carried into a new digit, e.g. 9.9996 → 10.00
    scale -= 1
  }
  const text = scale <= 0 ? (digits * 10n ** BigInt(-scale)).toString() : trimZeros(placeDecimalPoint(digits, scale))
  return negative && digits !== 0n ? `-${text}` : text
}

/** floor(log10(n / d)) for positive n and d. */
function floorLog10(numerator: bigint, denominator: bigint): number {
  let exponent = numerator.toString().length - denominator.toString().length
  // 10^exponent ≤ n/d < 10^(exponent+1) after at most one correction.
  if (
    exponent >= 0
      ? numerator < denominator * 10n ** BigInt(exponent)
      : numerator * 10n ** BigInt(-exponent) < denominator
  ) {
    exponent -= 1
  }
  return exponent
}

function trimZeros(text: string): string {
  return text.replace(/\.?0+$/, '')
}
