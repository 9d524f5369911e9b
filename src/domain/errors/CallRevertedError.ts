import { FomoError } from './FomoError'

/**
 * A swap call reverts when simulated, for a reason other than price movement (spec section 8): usually a token with
 * unusual transfer rules. Try another token or route.
 */
export class CallRevertedError extends FomoError {
  override readonly name = 'CallRevertedError'

  constructor(reason: string) {
    super(
      `The transaction cannot succeed due to error: ${reason}. This is probably an issue with one of the tokens you are swapping.`,
      { details: { reason } },
    )
  }
}
