import { FomoError } from './FomoError'

/**
 * The transaction's deadline is behind the chain's time (it reverts with `Expired()`): nothing is wrong with the tokens
 * or the amounts. Send it again, or give it a longer deadline in the settings.
 */
export class DeadlinePassedError extends FomoError {
  override readonly name = 'DeadlinePassedError'

  constructor(reason: string) {
    super(
      "The transaction's deadline has passed: the chain's time is already beyond it. Send it again, or set a longer transaction deadline in the settings.",
      { details: { reason } },
    )
  }
}
