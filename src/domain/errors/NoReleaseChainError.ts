import { FomoError } from './FomoError'

/** No chain served here has a token release in its deployment record. */
export class NoReleaseChainError extends FomoError {
  override readonly name = 'NoReleaseChainError'

  constructor() {
    super('No chain served here pays a token release')
  }
}
