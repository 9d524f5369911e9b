import { FomoError } from './FomoError'

/** A capital-pool withdrawal of nothing, or of more than the deposits whose term has ended. */
export class NoDepositToWithdrawError extends FomoError {
  override readonly name = 'NoDepositToWithdrawError'

  constructor(withdrawable: bigint) {
    super('No deposit to be withdrawn: ask for at most what has come out of its term', {
      details: { withdrawable: withdrawable.toString() },
    })
  }
}
