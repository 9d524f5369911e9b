import { FomoError } from './FomoError'

/** An invitation signed for a chain this server does not serve. */
export class InviteChainNotServedError extends FomoError {
  override readonly name = 'InviteChainNotServedError'

  constructor(
    readonly chainId: number,
    readonly served: readonly number[],
  ) {
    super(`chainId ${chainId} is not served here: sign on one of ${served.join(', ')}`, { details: { chainId } })
  }
}
