import { formatBalance } from '../format/formatBalance'
import { FomoError } from './FomoError'

/** Withdrawing LP when none is unlocked and some is locked: how much, and when the first lock ends. */
export class LpLockedError extends FomoError {
  override readonly name = 'LpLockedError'

  constructor(
    readonly locked: bigint,
    /** The earliest unlock, seconds since the epoch. */
    readonly until: number,
  ) {
    super(
      `No LP to be withdrawn yet: ${formatBalance(locked, 18)} LP is locked until ${new Date(until * 1000).toISOString()}`,
      { details: { locked: locked.toString(), until } },
    )
  }
}
