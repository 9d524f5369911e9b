import { FomoError } from './FomoError'

/** A reward voucher that does not name the account claiming it, or whose tokens and totals differ in length. */
export class VoucherMismatchError extends FomoError {
  override readonly name = 'VoucherMismatchError'

  constructor(reason: string) {
    super(`The reward voucher cannot be used: ${reason}. Ask for a new one.`, { details: { reason } })
  }
}
