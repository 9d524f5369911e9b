import { FomoError } from './FomoError'

/** A capital-pool deposit of a token the pool does not list (`isListed`): the contract would refuse it. */
export class CapitalTokenNotListedError extends FomoError {
  override readonly name = 'CapitalTokenNotListedError'

  constructor(symbol: string) {
    super(
      `The capital pool does not take ${symbol}: deposit one of the tokens it lists (see \`fomo capital balance\`).`,
      {
        details: { symbol },
      },
    )
  }
}
