import { FomoError } from './FomoError'

/** The input buys less than one base unit of output after the 0.3% fee: enter a larger amount. */
export class InsufficientInputAmountError extends FomoError {
  override readonly name = 'InsufficientInputAmountError'

  constructor(amountIn: bigint) {
    super('Insufficient input amount: it buys nothing after the fee; enter a larger amount', {
      details: { amountIn: amountIn.toString() },
    })
  }
}
