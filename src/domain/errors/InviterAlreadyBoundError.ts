import { FomoError } from './FomoError'

/** The invitee has an inviter already (the store's unique binding refused a second): the first binding stays. */
export class InviterAlreadyBoundError extends FomoError {
  override readonly name = 'InviterAlreadyBoundError'

  constructor(cause?: unknown) {
    super('This address already has an inviter; the first binding stays', { cause })
  }
}
