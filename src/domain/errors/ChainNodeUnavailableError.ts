import { FomoError } from './FomoError'

/** A chain's node did not answer a read the request needs; retryable. */
export class ChainNodeUnavailableError extends FomoError {
  override readonly name = 'ChainNodeUnavailableError'

  constructor(
    readonly chainId: number,
    cause: unknown,
  ) {
    super(`Chain ${chainId}'s node did not answer: try again in a moment`, {
      details: { chainId, cause: String(cause) },
    })
  }
}
