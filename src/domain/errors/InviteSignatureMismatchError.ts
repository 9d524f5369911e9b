import { FomoError } from './FomoError'

/** The invitation's signature was not made by the invitee's key. */
export class InviteSignatureMismatchError extends FomoError {
  override readonly name = 'InviteSignatureMismatchError'

  constructor(readonly invitee: string) {
    super('The signature does not prove this address: sign the invitation message with the invitee wallet', {
      details: { address: invitee },
    })
  }
}
