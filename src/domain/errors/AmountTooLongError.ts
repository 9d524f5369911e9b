import { FomoError } from './FomoError'

/** A typed amount longer than the amount field accepts (spec: max length 79): too many digits. */
export class AmountTooLongError extends FomoError {
  override readonly name = 'AmountTooLongError'

  constructor(length: number, maxLength: number) {
    super(`Invalid amount: too many digits (${length} characters; an amount has at most ${maxLength}).`, {
      details: { length, maxLength },
    })
  }
}
