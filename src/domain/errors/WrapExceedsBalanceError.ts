import { formatUnits } from '../format/formatUnits'
import { FomoError } from './FomoError'

/** A wrap or unwrap above the balance of the coin it spends (spec section 5: 'Insufficient {symbol} balance'). */
export class WrapExceedsBalanceError extends FomoError {
  override readonly name = 'WrapExceedsBalanceError'

  constructor(symbol: string, decimals: number, amount: bigint, balance: bigint) {
    super(
      `Insufficient ${symbol} balance: you hold ${formatUnits(balance, decimals)} ${symbol}; enter at most that amount.`,
      { details: { symbol, amount: amount.toString(), balance: balance.toString() } },
    )
  }
}
