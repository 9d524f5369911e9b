import { FomoError } from './FomoError'

/**
 * A swap call reverts because the output fell below the minimum (or the input rose above the maximum): the price
 * moved or a token takes a fee on transfer. Raise the slippage tolerance.
 */
export class PriceMovementError extends FomoError {
  override readonly name = 'PriceMovementError'

  constructor(reason: string) {
    super(
      'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
      { details: { reason } },
    )
  }
}
