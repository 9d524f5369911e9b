import { FomoError } from './FomoError'

/** The V1 factory or exchange did not answer the read of a position: nothing can be checked, so nothing is sent. */
export class V1PositionUnreadableError extends FomoError {
  override readonly name = 'V1PositionUnreadableError'

  constructor(what: 'the V1 factory' | 'the V1 exchange', address: string) {
    super(`Could not read your V1 position from ${what} ${address}: check the RPC endpoint and try again.`, {
      details: { what, address },
    })
  }
}
