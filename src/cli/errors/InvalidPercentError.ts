import { FomoError } from '../../domain/errors/FomoError'

/** A percent typed on the command line that is not a whole number from 1 to 100. */
export class InvalidPercentError extends FomoError {
  override readonly name = 'InvalidPercentError'

  constructor(text: string) {
    super(`"${text}" is not a percent: give a whole number from 1 to 100.`, { details: { text } })
  }
}
