import { InvalidPrecisionError } from '../errors/InvalidPrecisionError'
import { divideRounded } from '../math/divideRounded'
import type { Ratio } from '../math/Ratio'
import type { Rounding } from '../math/Rounding'
import { placeDecimalPoint } from './placeDecimalPoint'

/**
 * An exact ratio as a decimal string with exactly `decimalPlaces` digits after the point, rounded once.
 *
 * @example formatFixed({ numerator: 1n, denominator: 8n }, 2, 'halfUp') // '0.13'
 */
export function formatFixed(value: Ratio, decimalPlaces: number, rounding: Rounding): string {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0) throw new InvalidPrecisionError(decimalPlaces)
  const negative = value.numerator < 0n !== value.denominator < 0n
  const numerator = value.numerator < 0n ? -value.numerator : value.numerator
  const denominator = value.denominator < 0n ? -value.denominator : value.denominator
  const units = divideRounded(numerator * 10n ** BigInt(decimalPlaces), denominator, rounding)
  const text = placeDecimalPoint(units, decimalPlaces)
  return negative && units !== 0n ? `-${text}` : text
}
