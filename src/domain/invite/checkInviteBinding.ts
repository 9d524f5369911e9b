import { checkInviterAddress } from './checkInviterAddress'
import { InviteRejectedError } from './InviteRejectedError'

/** What the rules need to know about the current bindings, read inside the binding's transaction. */
export interface InviteBindingFacts {
  invitee: string
  inviter: string
  /** The inviter the invitee already has, if any. */
  existingInviter?: string
  /** The inviter's chain of inviters, nearest first (the inviter's inviter, theirs, ...). */
  inviterAncestors: readonly string[]
}

/**
 * Applies the invitation rules inside the binding's transaction: no zero address and no self-invite as inviter
 * (checkInviterAddress; a contract inviter is refused before, by checkInviter, which reads the chain), the first
 * binding wins, and no cycles (the invitee may not already be above the inviter). Addresses are lowercase hex.
 *
 * @throws InviteRejectedError naming the rule that failed.
 */
export function checkInviteBinding(facts: InviteBindingFacts): void {
  const { invitee, inviter, existingInviter, inviterAncestors } = facts
  checkInviterAddress(invitee, inviter)
  if (existingInviter !== undefined) {
    throw new InviteRejectedError(
      'already-bound',
      `This address already has an inviter (${existingInviter}); the first binding stays`,
      { invitee, inviter, existingInviter },
    )
  }
  if (inviterAncestors.includes(invitee)) {
    throw new InviteRejectedError(
      'cycle',
      'This invitation would make a cycle: the inviter was invited (directly or not) by this address',
      { invitee, inviter },
    )
  }
}
