import { FomoError } from './FomoError'

/** The account holds none of the V1 exchange's LP token (spec section 8's 'No V1 Liquidity found.'). */
export class NoV1LiquidityError extends FomoError {
  override readonly name = 'NoV1LiquidityError'

  constructor(exchange: string, account: string) {
    super('No V1 Liquidity found.', { details: { exchange, account } })
  }
}
