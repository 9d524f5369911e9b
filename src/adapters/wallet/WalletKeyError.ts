import { FomoError } from '../../domain/errors/FomoError'

/** The terminal wallet cannot be opened: a malformed private key, a wrong keystore password or an unreadable keystore. */
export class WalletKeyError extends FomoError {
  override readonly name = 'WalletKeyError'
}
