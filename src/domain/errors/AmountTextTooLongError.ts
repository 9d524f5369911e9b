import { FomoError } from './FomoError'

/** An amount written with more characters than any token amount needs. */
export class AmountTextTooLongError extends FomoError {
  override readonly name = 'AmountTextTooLongError'

  constructor(
    readonly length: number,
    readonly limit: number,
  ) {
    super(`The amount is ${length} characters: write at most ${limit} (whole units, e.g. 1.5)`, {
      details: { length, limit },
    })
  }
}
