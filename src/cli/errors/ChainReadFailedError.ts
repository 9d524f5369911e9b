import { FomoError } from '../../domain/errors/FomoError'

/** A read the command needs came back empty: the RPC endpoint did not answer it. */
export class ChainReadFailedError extends FomoError {
  override readonly name = 'ChainReadFailedError'

  constructor(what: string, address: string) {
    super(`Could not read ${what} ${address}: check the RPC endpoint and try again.`, { details: { what, address } })
  }
}
