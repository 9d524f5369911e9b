import { AmountAboveUint256Error } from '../../domain/errors/AmountAboveUint256Error'
import { InvalidAmountInputError } from '../../domain/errors/InvalidAmountInputError'
import { parseUnits } from '../../domain/format/parseUnits'
import { ApiFailure } from './ApiFailure'

/** 2^256 - 1 has 78 digits: with a point and 18 decimals, 100 characters hold any amount a token can. */
const MAX_TEXT = 100

/**
 * An amount from a request in whole token units ("1.5"), to base units, strictly (parseUnits): digits before the point
 * and after it if there is one (`0.5`, not `.5`; `1`, not `1.`), no more decimals than the token has, within uint256,
 * and above zero. Each refusal says which rule and how to write it.
 *
 * @throws ApiFailure 400 saying how to write it.
 * @example parseTokenAmountParam('1.5', 6) // 1_500_000n
 */
export function parseTokenAmountParam(text: string, decimals: number): bigint {
  if (text.length > MAX_TEXT) {
    throw new ApiFailure(
      400,
      `The amount is ${text.length} characters: write at most ${MAX_TEXT} (whole units, e.g. 1.5)`,
    )
  }
  let amount: bigint
  try {
    amount = parseUnits(text, decimals)
  } catch (error) {
    if (error instanceof InvalidAmountInputError || error instanceof AmountAboveUint256Error) {
      throw new ApiFailure(400, error.message, { ...error.details })
    }
    throw error
  }
  if (amount === 0n) {
    throw new ApiFailure(400, 'The amount must be above zero (whole token units, e.g. 1.5): enter the amount to send')
  }
  return amount
}
