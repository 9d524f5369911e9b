import { FomoError } from './FomoError'

/** A raw token amount is negative or wider than uint256: pass whole base units from 0 to 2^256 - 1. */
export class InvalidAmountError extends FomoError {
  override readonly name = 'InvalidAmountError'

  constructor(amount: bigint) {
    super(`Invalid amount ${amount}: use whole base units from 0 to 2^256 - 1`, {
      details: { amount: amount.toString() },
    })
  }
}
