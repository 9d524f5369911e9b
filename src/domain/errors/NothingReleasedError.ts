import { FomoError } from './FomoError'

/** A release withdrawal asked for when everything released so far is already withdrawn (or nothing is released yet). */
export class NothingReleasedError extends FomoError {
  override readonly name = 'NothingReleasedError'

  constructor(released: bigint, withdrawn: bigint) {
    super('Nothing to withdraw yet: everything released so far has been withdrawn. More is released over time.', {
      details: { released: released.toString(), withdrawn: withdrawn.toString() },
    })
  }
}
