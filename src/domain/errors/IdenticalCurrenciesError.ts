import { FomoError } from './FomoError'

/** A swap from a currency to itself would only trade round a cycle and pay its fees: pick two different ones. */
export class IdenticalCurrenciesError extends FomoError {
  override readonly name = 'IdenticalCurrenciesError'

  constructor(symbol: string) {
    super(`Cannot swap ${symbol} for ${symbol}: pick two different tokens.`, { details: { symbol } })
  }
}
