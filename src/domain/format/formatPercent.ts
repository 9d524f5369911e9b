import { compareRatios } from '../math/compareRatios'
import type { Ratio } from '../math/Ratio'
import { formatFixed } from './formatFixed'

/**
 * A fraction of 1 as a percentage with `decimalPlaces` decimals, rounded half up, and `<` the smallest step
 * (e.g. '<0.01%') for values above 0 but below one step.
 *
 * @example formatPercent({ numerator: 1n, denominator: 3n }, 2) // '33.33%'
 */
export function formatPercent(value: Ratio, decimalPlaces: number): string {
  const smallestStep = { numerator: 1n, denominator: 100n * 10n ** BigInt(decimalPlaces) }
  if (value.numerator > 0n && compareRatios(value, smallestStep) < 0) {
    return `<${formatFixed({ numerator: 1n, denominator: 10n ** BigInt(decimalPlaces) }, decimalPlaces, 'down')}%`
  }
  return `${formatFixed({ numerator: value.numerator * 100n, denominator: value.denominator }, decimalPlaces, 'halfUp')}%`
}
