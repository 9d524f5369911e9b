import { FomoError } from './FomoError'

/** A bridge request names the zero address as its recipient (`recipientWallet`). */
export class ZeroBridgeRecipientError extends FomoError {
  override readonly name = 'ZeroBridgeRecipientError'

  constructor() {
    super('recipientWallet is the zero address: give the recipient')
  }
}
