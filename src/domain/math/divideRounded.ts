import type { Rounding } from './Rounding'

/**
 * Divides two non-negative bigints with the given rounding (bigint `/` alone always rounds down).
 *
 * @example divideRounded(5n, 2n, 'halfUp') // 3n
 */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  if (remainder === 0n || rounding === 'down') return quotient
  if (rounding === 'up') return quotient + 1n
  return remainder * 2n >= denominator ? quotient + 1n : quotient
}
