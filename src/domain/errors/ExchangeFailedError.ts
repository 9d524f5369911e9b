import { FomoError } from './FomoError'

/** An exchange or investment that would revert as it stands, with the contract's reason. */
export class ExchangeFailedError extends FomoError {
  override readonly name = 'ExchangeFailedError'

  constructor(reason: string) {
    super(`Exchange failed: ${reason}`, { details: { reason } })
  }
}
