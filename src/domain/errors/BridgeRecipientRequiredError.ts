import { FomoError } from './FomoError'

/** A cross-chain transfer without a recipient (spec sections 5 and 8: pleaseFillwa). */
export class BridgeRecipientRequiredError extends FomoError {
  override readonly name = 'BridgeRecipientRequiredError'

  constructor() {
    super('Please fill in the wallet address that receives the transfer')
  }
}
