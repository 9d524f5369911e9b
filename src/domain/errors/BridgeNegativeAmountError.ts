import { FomoError } from './FomoError'

/** A cross-chain transfer of a negative amount (spec section 5: negatives are rejected). */
export class BridgeNegativeAmountError extends FomoError {
  override readonly name = 'BridgeNegativeAmountError'

  constructor(typed: string) {
    super(`The amount "${typed}" is negative: enter how much to transfer, such as 1.5`, { details: { typed } })
  }
}
