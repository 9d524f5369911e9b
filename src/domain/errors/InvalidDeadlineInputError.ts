import { FomoError } from './FomoError'

/** A transaction deadline is not a whole number of minutes above 0: type e.g. 20. */
export class InvalidDeadlineInputError extends FomoError {
  override readonly name = 'InvalidDeadlineInputError'

  constructor(value: string) {
    super('Enter a valid deadline in whole minutes', { details: { value } })
  }
}
