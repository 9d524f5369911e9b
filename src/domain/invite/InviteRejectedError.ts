import { FomoError } from '../errors/FomoError'

/** Why an invitation binding is refused; the message says what to do instead. */
export type InviteRejection =
  | 'self-invite'
  | 'zero-inviter'
  | 'contract-inviter'
  | 'cycle'
  | 'already-bound'
  | 'bad-signature'
  | 'expired'
  | 'expiry-too-far'

/**
 * An invitation cannot be registered (self-invite, the zero address or a contract as inviter, cycle, already bound, a
 * signature from someone else or expired).
 */
export class InviteRejectedError extends FomoError {
  override readonly name = 'InviteRejectedError'

  constructor(
    readonly reason: InviteRejection,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { details: { reason, ...details } })
  }
}
