import { FomoError } from './FomoError'

/** A pledge without an amount (spec sections 5 and 8: fillPA). */
export class PledgeAmountRequiredError extends FomoError {
  override readonly name = 'PledgeAmountRequiredError'

  constructor() {
    super('Please fill in the pledge amount')
  }
}
