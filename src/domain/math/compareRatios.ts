import type { Ratio } from './Ratio'

/**
 * Compares two ratios exactly by cross-multiplication: -1 if `a < b`, 0 if equal, 1 if `a > b`.
 *
 * @example compareRatios({ numerator: 1n, denominator: 3n }, { numerator: 2n, denominator: 6n }) // 0
 */
export function compareRatios(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.numerator * b.denominator
  const right = b.numerator * a.denominator
  return left < right ? -1 : left > right ? 1 : 0
}
