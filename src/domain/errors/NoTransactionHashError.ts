import { FomoError } from './FomoError'

/** The wallet answered a send without a transaction hash, so there is nothing to follow (spec section 8). */
export class NoTransactionHashError extends FomoError {
  override readonly name = 'NoTransactionHashError'

  constructor() {
    super('No transaction hash found.')
  }
}
