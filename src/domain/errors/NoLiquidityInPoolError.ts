import { FomoError } from './FomoError'

/** The account holds no LP tokens of the pool (spec section 8: "You don't have liquidity in this pool yet."). */
export class NoLiquidityInPoolError extends FomoError {
  override readonly name = 'NoLiquidityInPoolError'

  constructor(symbolA: string, symbolB: string) {
    super("You don't have liquidity in this pool yet.", { details: { symbolA, symbolB } })
  }
}
