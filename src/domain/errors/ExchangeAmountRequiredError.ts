import { FomoError } from './FomoError'

/** An exchange without an amount (spec sections 5 and 8: inputExAm). */
export class ExchangeAmountRequiredError extends FomoError {
  override readonly name = 'ExchangeAmountRequiredError'

  constructor() {
    super('Please enter the amount to exchange')
  }
}
