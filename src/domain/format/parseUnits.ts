import { InvalidAmountInputError } from '../errors/InvalidAmountInputError'

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A decimal string in whole units to raw base units, exactly: digits and at most one point, no more fractional
 * digits than the token has.
 *
 * @throws InvalidAmountInputError for anything else (signs, exponents, grouping, too many decimals, empty input).
 * @example parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = DECIMAL.exec(value)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || whole + fraction === '' || fraction.length > decimals)
    throw new InvalidAmountInputError(value, decimals)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}
