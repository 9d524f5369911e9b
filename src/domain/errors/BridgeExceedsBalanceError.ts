import { FomoError } from './FomoError'

/** A cross-chain transfer of more than the balance (spec sections 5 and 8: exceededMax). */
export class BridgeExceedsBalanceError extends FomoError {
  override readonly name = 'BridgeExceedsBalanceError'

  constructor(amount: bigint, balance: bigint, symbol: string) {
    super(`The amount exceeds your ${symbol} balance: transfer at most what you hold`, {
      details: { amount: amount.toString(), balance: balance.toString(), symbol },
    })
  }
}
