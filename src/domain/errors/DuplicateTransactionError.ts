import { FomoError } from './FomoError'

/** A transaction with this hash is already tracked on this chain (spec section 8): track each hash once. */
export class DuplicateTransactionError extends FomoError {
  override readonly name = 'DuplicateTransactionError'

  constructor(chainId: number, hash: string) {
    super('Attempted to add existing transaction.', { details: { chainId, hash } })
  }
}
