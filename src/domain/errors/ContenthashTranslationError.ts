import { FomoError } from './FomoError'

/** A name's contenthash is not a well-formed EIP-1577 IPFS or IPNS hash: fix the name's contenthash record. */
export class ContenthashTranslationError extends FomoError {
  override readonly name = 'ContenthashTranslationError'

  constructor(value: string, cause?: unknown) {
    super(`Failed to translate contenthash to URI: ${value}`, { details: { value }, cause })
  }
}
