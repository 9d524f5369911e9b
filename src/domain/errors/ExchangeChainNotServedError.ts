import { FomoError } from './FomoError'

/** An exchange request names a chain this server does not serve (answered as not found: no converter is there). */
export class ExchangeChainNotServedError extends FomoError {
  override readonly name = 'ExchangeChainNotServedError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} is not served here`, { details: { chainId } })
  }
}
