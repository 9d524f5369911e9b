import { FomoError } from './FomoError'

/** An amount argument that is empty or zero where the command needs something to move. */
export class AmountRequiredError extends FomoError {
  override readonly name = 'AmountRequiredError'

  constructor() {
    super('Enter an amount: give a number above 0, e.g. 1.5.')
  }
}
