import { AmountAboveUint256Error } from '../errors/AmountAboveUint256Error'
import { InvalidAmountInputError } from '../errors/InvalidAmountInputError'
import { MAX_UINT256 } from '../math/uintLimits'

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * A decimal string in whole units to raw base units, exactly and strictly: digits, then optionally a point and more
 * digits (`0.5`, not `.5`; `1`, not `1.`), no more fractional digits than the token has, and at most 2^256 − 1 base
 * units. A form that shows an amount as it is typed normalises it first (parseTypedAmount).
 *
 * @throws InvalidAmountInputError for anything else (signs, exponents, grouping, a bare point, too many decimals, empty
 * input), saying how to write it; AmountAboveUint256Error above 2^256 − 1 base units, naming the limit.
 * @example parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = DECIMAL.exec(value)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || fraction.length > decimals) throw new InvalidAmountInputError(value, decimals)
  const raw = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (raw > MAX_UINT256) throw new AmountAboveUint256Error(value, decimals)
  return raw
}
