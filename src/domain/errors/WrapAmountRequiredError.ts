import { FomoError } from './FomoError'

/** A wrap or unwrap of nothing: an empty or zero amount. */
export class WrapAmountRequiredError extends FomoError {
  override readonly name = 'WrapAmountRequiredError'

  constructor(direction: 'wrap' | 'unwrap', symbol: string) {
    super(`Enter an amount: give how much ${symbol} to ${direction} as a number above 0, e.g. 1.5.`, {
      details: { direction, symbol },
    })
  }
}
