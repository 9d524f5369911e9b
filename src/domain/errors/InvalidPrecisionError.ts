import { FomoError } from './FomoError'

/** A formatting precision is not a whole number in range: pass whole digits (significant digits at least 1). */
export class InvalidPrecisionError extends FomoError {
  override readonly name = 'InvalidPrecisionError'

  constructor(precision: number) {
    super(`Invalid precision ${precision}: use a whole number of digits`, { details: { precision } })
  }
}
