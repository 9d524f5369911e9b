import { FomoError } from './FomoError'

/** The token has no V1 exchange (the V1 factory answers the zero address): there is nothing to migrate or remove. */
export class NoV1ExchangeError extends FomoError {
  override readonly name = 'NoV1ExchangeError'

  constructor(token: string) {
    super(`Invalid pair: ${token} has no V1 exchange. Pick a token from \`fomo migrate list\`.`, {
      details: { token },
    })
  }
}
