import { FomoError } from './FomoError'

/** A swap's price impact is above 15%: it is blocked outside expert mode (spec section 4). */
export class PriceImpactTooHighError extends FomoError {
  override readonly name = 'PriceImpactTooHighError'

  constructor(priceImpact: string) {
    super(
      `Price impact too high (${priceImpact}): the swap is blocked above 15%. Trade a smaller amount, or pass --expert to allow it.`,
      { details: { priceImpact } },
    )
  }
}
