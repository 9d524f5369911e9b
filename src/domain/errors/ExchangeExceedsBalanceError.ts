import { FomoError } from './FomoError'

/** An exchange of more than the balance (spec sections 5 and 8: exMax). */
export class ExchangeExceedsBalanceError extends FomoError {
  override readonly name = 'ExchangeExceedsBalanceError'

  constructor(amount: bigint, balance: bigint) {
    super('The amount exceeds your balance', { details: { amount: amount.toString(), balance: balance.toString() } })
  }
}
