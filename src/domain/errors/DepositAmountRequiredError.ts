import { FomoError } from './FomoError'

/** A capital-pool deposit without an amount (the capital pool's 'fill in the amount', as fillPA is a pledge's). */
export class DepositAmountRequiredError extends FomoError {
  override readonly name = 'DepositAmountRequiredError'

  constructor() {
    super('Please fill in the deposit amount')
  }
}
