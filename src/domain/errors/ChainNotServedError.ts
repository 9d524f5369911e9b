import { FomoError } from './FomoError'

/** A request names a chain this server does not serve (no deployment record of it). */
export class ChainNotServedError extends FomoError {
  override readonly name = 'ChainNotServedError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} is not served here`, { details: { chainId } })
  }
}
