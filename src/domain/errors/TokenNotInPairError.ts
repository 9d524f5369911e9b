import { FomoError } from './FomoError'

/** A token is neither of the pair's two tokens: use one of `pair.token0` and `pair.token1`. */
export class TokenNotInPairError extends FomoError {
  override readonly name = 'TokenNotInPairError'

  constructor(token: string, pair: string) {
    super('Token is not in this pair', { details: { token, pair } })
  }
}
