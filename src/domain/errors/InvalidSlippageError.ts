import { FomoError } from './FomoError'

/** A slippage tolerance is not a whole number of basis points from 0 to 10000: pass e.g. 50 for 0.5%. */
export class InvalidSlippageError extends FomoError {
  override readonly name = 'InvalidSlippageError'

  constructor(bips: number) {
    super('unexpected slippage value', { details: { bips } })
  }
}
