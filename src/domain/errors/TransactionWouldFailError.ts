import { FomoError } from './FomoError'

/** Every way to send a liquidity transaction fails its gas estimate: the transaction would revert as it stands. */
export class TransactionWouldFailError extends FomoError {
  override readonly name = 'TransactionWouldFailError'

  constructor(reasons: readonly string[]) {
    super('This transaction would fail. Please contact support.', { details: { reasons } })
  }
}
