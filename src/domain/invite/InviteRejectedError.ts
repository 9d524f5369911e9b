import { ReasonedRefusalError } from '../errors/ReasonedRefusalError'

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
export class InviteRejectedError extends ReasonedRefusalError<InviteRejection> {
  override readonly name = 'InviteRejectedError'
}
