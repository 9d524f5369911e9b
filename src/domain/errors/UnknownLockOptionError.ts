import { FomoError } from './FomoError'

/**
 * A pledge for a lock term the pool does not offer, or a capital-pool deposit under an option it does not define: the
 * message lists what is offered in the words of each (a pledge's terms in days; a deposit's options by number with
 * their terms).
 */
export class UnknownLockOptionError extends FomoError {
  override readonly name = 'UnknownLockOptionError'

  /** Prefer `forPledge` and `forDeposit`, which word the offer. */
  constructor(message: string, details: Record<string, unknown>) {
    super(message, { details })
  }

  /** A pledge of `lockDays` to a pool whose terms are `offered` (days, 0 on demand). */
  static forPledge(lockDays: number, offered: readonly number[]): UnknownLockOptionError {
    const terms = offered.map((days) => (days === 0 ? 'demand (0)' : `${days} days`)).join(', ') || 'none'
    return new UnknownLockOptionError(`The pool offers no ${lockDays}-day lock: pick one of ${terms}.`, {
      lockDays,
      offered,
    })
  }

  /** A capital-pool deposit under `option` where the pool defines `offered` (each option's term in days, 0 any time). */
  static forDeposit(
    option: number,
    offered: readonly { readonly option: number; readonly termDays: number }[],
  ): UnknownLockOptionError {
    const options =
      offered
        .map(
          (o) => `${o.option} (${o.termDays === 0 ? 'any time' : `${o.termDays} day${o.termDays === 1 ? '' : 's'}`})`,
        )
        .join(', ') || 'none'
    return new UnknownLockOptionError(`The capital pool offers no option ${option}: pick one of ${options}.`, {
      option,
      offered: offered.map((o) => o.option),
    })
  }
}
