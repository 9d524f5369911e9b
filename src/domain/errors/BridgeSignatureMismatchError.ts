import { FomoError } from './FomoError'

/**
 * The server signed something other than the transfer asked for (another recipient, chain, token, amount or
 * contract): nothing is sent, since the collection would move the tokens as signed.
 */
export class BridgeSignatureMismatchError extends FomoError {
  override readonly name = 'BridgeSignatureMismatchError'

  constructor(field: string, expected: string, signed: string) {
    super(
      `The server's signature does not match this transfer (${field}: asked ${expected}, signed ${signed}); nothing was sent. Try again, and report it if it repeats.`,
      { details: { field, expected, signed } },
    )
  }
}
