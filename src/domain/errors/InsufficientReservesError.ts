import { FomoError } from './FomoError'

/** The pair cannot pay out the requested amount (empty pool, or output at or above its reserve): enter a smaller amount. */
export class InsufficientReservesError extends FomoError {
  override readonly name = 'InsufficientReservesError'

  constructor(amountOut: bigint, reserveOut: bigint) {
    super('Insufficient reserves: the pool cannot pay out this amount; enter a smaller amount', {
      details: { amountOut: amountOut.toString(), reserveOut: reserveOut.toString() },
    })
  }
}
