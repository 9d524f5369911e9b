import { FomoError } from './FomoError'

/** The user rejected the request in the wallet (EIP-1193 code 4001): confirm it in the wallet to proceed. */
export class TransactionRejectedError extends FomoError {
  override readonly name = 'TransactionRejectedError'

  constructor(cause?: unknown) {
    super('Transaction rejected.', { details: { code: 4001 }, cause })
  }
}
