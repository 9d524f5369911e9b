import { FomoError } from './FomoError'

/** A dog-token exchange without a recipient (spec section 5: recipient required). */
export class ExchangeRecipientRequiredError extends FomoError {
  override readonly name = 'ExchangeRecipientRequiredError'

  constructor() {
    super('Please enter the address that receives the exchanged tokens')
  }
}
