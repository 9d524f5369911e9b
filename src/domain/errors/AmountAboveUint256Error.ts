import { FomoError } from './FomoError'

/** An amount in whole units is more base units than any token can hold (2^256 − 1): enter a smaller amount. */
export class AmountAboveUint256Error extends FomoError {
  override readonly name = 'AmountAboveUint256Error'

  constructor(value: string, decimals: number) {
    const shown = value.length > 40 ? `${value.slice(0, 37)}…` : value
    super(
      `The amount ${shown} is above the largest a token can hold (2^256 − 1 base units, about 1.16e${77 - decimals} whole units at ${decimals} decimals): enter a smaller amount`,
      { details: { value, decimals } },
    )
  }
}
