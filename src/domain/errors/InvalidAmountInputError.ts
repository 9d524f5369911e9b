import { FomoError } from './FomoError'

/**
 * A typed amount is not a plain decimal with at most the token's decimals: digits before the point, and after it if
 * there is one (0.5, 2, 1.25).
 */
export class InvalidAmountInputError extends FomoError {
  override readonly name = 'InvalidAmountInputError'

  constructor(value: string, decimals: number) {
    super(
      `Invalid amount '${value}': write digits, then optionally a point and up to ${decimals} decimals (such as 0.5 or 2)`,
      {
        details: { value, decimals },
      },
    )
  }
}
