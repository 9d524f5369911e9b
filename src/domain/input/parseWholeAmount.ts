import { AmountTextTooLongError } from '../errors/AmountTextTooLongError'
import { ZeroAmountError } from '../errors/ZeroAmountError'
import { parseUnits } from '../format/parseUnits'

/** 2^256 - 1 has 78 digits: with a point and 18 decimals, 100 characters hold any amount a token can. */
const MAX_TEXT = 100

/**
 * An amount written in whole token units ("1.5"), to base units, strictly (parseUnits): digits before the point and
 * after it if there is one (`0.5`, not `.5`; `1`, not `1.`), no more decimals than the token has, within uint256, and
 * above zero. Each refusal says which rule and how to write it.
 *
 * @throws AmountTextTooLongError, InvalidAmountInputError, AmountAboveUint256Error, ZeroAmountError.
 * @example parseWholeAmount('1.5', 6) // 1_500_000n
 */
export function parseWholeAmount(text: string, decimals: number): bigint {
  if (text.length > MAX_TEXT) throw new AmountTextTooLongError(text.length, MAX_TEXT)
  const amount = parseUnits(text, decimals)
  if (amount === 0n) throw new ZeroAmountError()
  return amount
}
