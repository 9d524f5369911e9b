import { FomoError } from './FomoError'

/** The release's investment or withdraw chain has no indexed block yet; retryable. */
export class ReleaseChainsNotIndexedError extends FomoError {
  override readonly name = 'ReleaseChainsNotIndexedError'

  constructor() {
    super('The release chains are not indexed yet: try again in a moment')
  }
}
