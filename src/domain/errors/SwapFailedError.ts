import { FomoError } from './FomoError'

/** Sending a swap failed for a reason other than the user's rejection; the wallet's or node's message follows. */
export class SwapFailedError extends FomoError {
  override readonly name = 'SwapFailedError'

  constructor(message: string, cause?: unknown) {
    super(`Swap failed: ${message}`, { details: { message }, cause })
  }
}
