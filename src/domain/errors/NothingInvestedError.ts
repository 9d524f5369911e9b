import { FomoError } from './FomoError'

/** A release withdrawal for an account with no final investment: there is nothing to release to it. */
export class NothingInvestedError extends FomoError {
  override readonly name = 'NothingInvestedError'

  constructor() {
    super(
      'Nothing to withdraw: this account has no final investment to release. Invest on the investment chain first; an investment counts once it is final.',
    )
  }
}
