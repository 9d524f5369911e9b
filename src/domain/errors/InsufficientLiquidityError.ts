import { FomoError } from './FomoError'

/** No route of at most three pairs can fill this trade (spec section 5): pick other tokens or a smaller amount. */
export class InsufficientLiquidityError extends FomoError {
  override readonly name = 'InsufficientLiquidityError'

  constructor(details: { input: string; output: string }) {
    super('Insufficient liquidity for this trade.', { details: details })
  }
}
