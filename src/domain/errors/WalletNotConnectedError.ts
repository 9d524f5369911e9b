import { FomoError } from './FomoError'

/** An action that signs was started with no wallet connected. */
export class WalletNotConnectedError extends FomoError {
  override readonly name = 'WalletNotConnectedError'

  constructor() {
    super('Connect a wallet first.')
  }
}
