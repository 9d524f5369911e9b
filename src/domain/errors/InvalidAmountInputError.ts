import { FomoError } from './FomoError'

/** A typed amount is not a plain decimal with at most the token's decimals: enter digits and at most one point. */
export class InvalidAmountInputError extends FomoError {
  override readonly name = 'InvalidAmountInputError'

  constructor(value: string, decimals: number) {
    super(`Invalid amount '${value}': use digits and at most one point, with at most ${decimals} decimals`, {
      details: { value, decimals },
    })
  }
}
