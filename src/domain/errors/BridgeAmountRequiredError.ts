import { FomoError } from './FomoError'

/** A cross-chain transfer without an amount, or of zero (spec sections 5 and 8: pleaseFillta). */
export class BridgeAmountRequiredError extends FomoError {
  override readonly name = 'BridgeAmountRequiredError'

  constructor() {
    super('Please fill in the transfer amount')
  }
}
