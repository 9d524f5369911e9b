import { FomoError } from './FomoError'

/** A bridge request names a token symbol the bridge's record does not list. */
export class TokenNotBridgedError extends FomoError {
  override readonly name = 'TokenNotBridgedError'

  constructor(
    readonly symbol: string,
    readonly listed: readonly string[],
  ) {
    super(`Token ${symbol.slice(0, 20)} is not bridged: use one of ${listed.join(', ')}`, {
      details: { symbol: symbol.slice(0, 20), listed: [...listed] },
    })
  }
}
