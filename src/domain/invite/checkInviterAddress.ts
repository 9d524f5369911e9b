import { InviteRejectedError } from './InviteRejectedError'

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * The inviter rules that need no chain: the inviter is not the zero address (nobody holds its key, so the binding
 * would credit no one and, the first binding being final, keep the invitee from ever binding a real inviter) and not
 * the invitee itself. Addresses in any case.
 *
 * @throws InviteRejectedError 'zero-inviter' or 'self-invite', saying which inviter to use instead.
 */
export function checkInviterAddress(invitee: string, inviter: string): void {
  if (ZERO_ADDRESS.test(inviter)) {
    throw new InviteRejectedError(
      'zero-inviter',
      'The zero address cannot be an inviter: give the address of the person who invited you',
      { invitee: invitee.toLowerCase() },
    )
  }
  if (invitee.toLowerCase() === inviter.toLowerCase()) {
    throw new InviteRejectedError('self-invite', 'You cannot invite yourself: use another address as the inviter', {
      invitee: invitee.toLowerCase(),
    })
  }
}
