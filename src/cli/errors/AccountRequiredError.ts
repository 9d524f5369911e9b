import { FomoError } from '../../domain/errors/FomoError'

/** A read-only command was not told whose figures to read (it needs no key: an address does). */
export class AccountRequiredError extends FomoError {
  override readonly name = 'AccountRequiredError'

  constructor() {
    super(
      'Whose figures? Pass --address <0x… or a name>, --account <n> for a devnet account, --key <private key> (or set FOMO_PRIVATE_KEY) or --keystore <file>.',
    )
  }
}
