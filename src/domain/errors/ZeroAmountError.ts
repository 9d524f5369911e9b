import { FomoError } from './FomoError'

/** An amount to send that is zero. */
export class ZeroAmountError extends FomoError {
  override readonly name = 'ZeroAmountError'

  constructor() {
    super('The amount must be above zero (whole token units, e.g. 1.5): enter the amount to send')
  }
}
