import { FomoError } from './FomoError'

/** A withdrawal or claim that would revert as it stands (spec section 8: 'Withdrawal failed'). */
export class WithdrawalFailedError extends FomoError {
  override readonly name = 'WithdrawalFailedError'

  constructor(reason: string) {
    super('Withdrawal failed', { details: { reason } })
  }
}
