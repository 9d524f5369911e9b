import { FomoError } from './FomoError'

/**
 * A refusal that names its reason beside its message: `reason` is a word a program branches on (the server's status,
 * a screen's hint), the message is what a person reads and says what to do. Nothing was done. Subclasses set `name` and
 * the reasons they can give.
 *
 * @example class InviteRejectedError extends ReasonedRefusalError<InviteRejection> { override readonly name = 'InviteRejectedError' }
 */
export abstract class ReasonedRefusalError<Reason extends string> extends FomoError {
  constructor(
    readonly reason: Reason,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { details: { reason, ...details } })
  }
}
