import { FomoError } from './FomoError'

/** A pending read or retry was abandoned because a newer block (or an unsubscribe) made it useless. */
export class CancelledError extends FomoError {
  override readonly name = 'CancelledError'

  constructor() {
    super('Cancelled')
  }
}
