import { FomoError } from './FomoError'

/** A pledge above the LP balance (spec sections 5 and 8: beyondMax). */
export class PledgeExceedsBalanceError extends FomoError {
  override readonly name = 'PledgeExceedsBalanceError'

  constructor(amount: bigint, balance: bigint) {
    super('The amount is beyond your balance', { details: { amount: amount.toString(), balance: balance.toString() } })
  }
}
