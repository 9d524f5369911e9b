import { FomoError } from './FomoError'

/** A fixed-term capital-pool deposit while the account holds the most unmatured term deposits the pool keeps. */
export class TooManyOpenDepositsError extends FomoError {
  override readonly name = 'TooManyOpenDepositsError'

  constructor(symbol: string, unmatured: number, max: number) {
    super(
      `You hold ${unmatured} unmatured term deposits of ${symbol}, the most the pool keeps (${max}): deposit under an any-time option (0 days) or wait until one matures.`,
      { details: { symbol, unmatured, max } },
    )
  }
}
