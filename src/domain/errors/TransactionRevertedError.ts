import { FomoError } from './FomoError'

/** A sent transaction was mined but reverted. */
export class TransactionRevertedError extends FomoError {
  override readonly name = 'TransactionRevertedError'

  constructor(what: string, hash: string) {
    super(`${what} failed: transaction ${hash} reverted.`, { details: { what, hash } })
  }
}
