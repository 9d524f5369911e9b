import { InvalidAmountInputError } from '../../domain/errors/InvalidAmountInputError'
import { parseUnits } from '../../domain/format/parseUnits'
import { ApiFailure } from './ApiFailure'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * An amount from a request in whole token units ("1.5"), to base units: digits and at most one point, no more decimals
 * than the token has, above zero and within uint256.
 *
 * @throws ApiFailure 400 saying how to write it.
 * @example parseTokenAmountParam('1.5', 6) // 1_500_000n
 */
export function parseTokenAmountParam(text: string, decimals: number): bigint {
  let amount: bigint
  try {
    amount = text.length > 100 ? -1n : parseUnits(text, decimals)
  } catch (error) {
    if (error instanceof InvalidAmountInputError) throw new ApiFailure(400, error.message, { ...error.details })
    throw error
  }
  if (amount <= 0n || amount > MAX_UINT256) {
    throw new ApiFailure(400, 'The amount must be above zero (whole token units, e.g. 1.5): enter the amount to send')
  }
  return amount
}
