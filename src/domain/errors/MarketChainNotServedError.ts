import { FomoError } from './FomoError'

/** A market request names a chain whose pairs are not indexed here. */
export class MarketChainNotServedError extends FomoError {
  override readonly name = 'MarketChainNotServedError'

  constructor(
    /** The chain as the request wrote it. */
    readonly chainId: string,
    readonly served: readonly number[],
  ) {
    super(`Chain ${chainId} is not served here: use one of ${served.join(', ')}`, { details: { chainId } })
  }
}
