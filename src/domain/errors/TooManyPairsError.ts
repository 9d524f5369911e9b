import { FomoError } from './FomoError'

/** A route or a search asks for more than three pairs (spec section 9: max route hops 3): use at most three hops. */
export class TooManyPairsError extends FomoError {
  override readonly name = 'TooManyPairsError'

  constructor(pairs: number, maxPairs: number) {
    super('too many pairs', { details: { pairs, maxPairs } })
  }
}
