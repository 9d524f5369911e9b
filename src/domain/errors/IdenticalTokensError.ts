import { FomoError } from './FomoError'

/** A pair or trade names the same token twice: pick two different tokens. */
export class IdenticalTokensError extends FomoError {
  override readonly name = 'IdenticalTokensError'

  constructor(address: string) {
    super('Identical tokens: pick two different tokens', { details: { address } })
  }
}
