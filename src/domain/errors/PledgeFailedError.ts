import { FomoError } from './FomoError'

/** A pledge (LP mining or capital pool deposit) that would revert as it stands (spec section 8: 'Pledge failed'). */
export class PledgeFailedError extends FomoError {
  override readonly name = 'PledgeFailedError'

  constructor(reason: string) {
    super('Pledge failed', { details: { reason } })
  }
}
