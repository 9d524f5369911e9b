import { FomoError } from './FomoError'

/** A bridge amount so small that the fee and the burn leave nothing to pay out on the target chain. */
export class NothingArrivesError extends FomoError {
  override readonly name = 'NothingArrivesError'

  constructor() {
    super('The amount is too small: nothing would arrive after the fee')
  }
}
