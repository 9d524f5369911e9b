import { FomoError } from './FomoError'

/** Custom slippage text is not a percentage below 50 with at most two decimals: type e.g. 0.5 for 0.5%. */
export class InvalidSlippageInputError extends FomoError {
  override readonly name = 'InvalidSlippageInputError'

  constructor(value: string) {
    super(
      `Enter a valid slippage percentage: "${value}" is not from 0 to 49.99 (below 50%, at most two decimals), e.g. 0.5.`,
      { details: { value } },
    )
  }
}
