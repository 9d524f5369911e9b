import { formatBalance } from '../format/formatBalance'
import { FomoError } from './FomoError'

/** A capital-pool withdrawal when nothing is withdrawable because every deposit is in its term: how much, until when. */
export class DepositInTermError extends FomoError {
  override readonly name = 'DepositInTermError'

  constructor(
    readonly inTerm: bigint,
    /** When the first term ends, seconds since the epoch. */
    readonly until: number,
    readonly token: { readonly decimals: number; readonly symbol: string },
  ) {
    super(
      `No deposit to be withdrawn yet: ${formatBalance(inTerm, token.decimals)} ${token.symbol} is in its term until ${new Date(until * 1000).toISOString()}`,
      { details: { inTerm: inTerm.toString(), until, symbol: token.symbol } },
    )
  }
}
