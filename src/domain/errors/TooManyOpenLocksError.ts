import { FomoError } from './FomoError'

/** A fixed-term pledge while the position already holds the most unmatured locks the contract keeps. */
export class TooManyOpenLocksError extends FomoError {
  override readonly name = 'TooManyOpenLocksError'

  constructor(unmatured: number, max: number) {
    super(
      `This position holds ${unmatured} unmatured locks, the most it may (${max}): pledge on demand (0 days) or wait until a lock matures.`,
      { details: { unmatured, max } },
    )
  }
}
