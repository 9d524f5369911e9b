import { FomoError } from './FomoError'

/** The bridge contract does not take the token at the moment (its terms on chain say it is not listed). */
export class BridgeTokenPausedError extends FomoError {
  override readonly name = 'BridgeTokenPausedError'

  constructor(readonly symbol: string) {
    super(`The bridge does not take ${symbol} at the moment: try another token`, { details: { symbol } })
  }
}
