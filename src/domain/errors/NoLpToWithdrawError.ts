import { FomoError } from './FomoError'

/** Withdrawing LP when nothing is unlocked, or an amount of zero (spec sections 5 and 8: noLPW, 'No LP to be withdrawn'). */
export class NoLpToWithdrawError extends FomoError {
  override readonly name = 'NoLpToWithdrawError'

  constructor(unlocked: bigint) {
    super('No LP to be withdrawn', { details: { unlocked: unlocked.toString() } })
  }
}
