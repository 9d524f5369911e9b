import { FomoError } from './FomoError'

/** A pledge for a lock term the pool does not offer. */
export class UnknownLockOptionError extends FomoError {
  override readonly name = 'UnknownLockOptionError'

  constructor(lockDays: number, offered: readonly number[]) {
    super(
      `The pool offers no ${lockDays}-day lock: pick one of ${offered.map((days) => (days === 0 ? 'demand (0)' : `${days} days`)).join(', ') || 'none'}.`,
      {
        details: { lockDays, offered },
      },
    )
  }
}
