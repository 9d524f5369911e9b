import { FomoError } from './FomoError'

/**
 * A dog-token exchange under the converter's minimum (spec sections 5, 8 and 9: minimum1 is 100000000 DK into DK2,
 * minimum2 is 1 DK2 into DK).
 */
export class BelowExchangeMinimumError extends FomoError {
  override readonly name = 'BelowExchangeMinimumError'

  constructor(
    readonly key: 'minimum1' | 'minimum2',
    minimum: string,
    symbol: string,
  ) {
    super(`The minimum exchange is ${minimum} ${symbol}`, { details: { key, minimum, symbol } })
  }
}
