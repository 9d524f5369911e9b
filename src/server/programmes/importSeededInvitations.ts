import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { checkInviteBinding } from '../../domain/invite/checkInviteBinding'
import { InviteRejectedError } from '../../domain/invite/InviteRejectedError'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import type { Invitations } from '../../ports/Invitations'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'

/**
 * Imports the invitation tree a devnet's records carry (deploySeasons) into the bindings store, each at the time it
 * was signed, under the same rules as the invite route: its invitee's signature must verify, and an invitee already
 * bound keeps its binding (so a restart, or the second chain's copy of the tree, changes nothing). Returns how many
 * were bound. Only a devnet's records carry such a tree; the server calls this on a devnet only.
 */
export async function importSeededInvitations(
  records: readonly DeploymentRecord[],
  invitations: Invitations,
  verifier: SignedMessageVerifier,
): Promise<number> {
  let bound = 0
  for (const record of records) {
    for (const seeded of record.invitations ?? []) {
      const terms = {
        invitee: seeded.invitee.toLowerCase(),
        inviter: seeded.inviter.toLowerCase(),
        chainId: seeded.chainId,
        expiresAt: seeded.expiresAt,
      }
      if (verifier.recoverSigner(inviteMessage(terms), seeded.signature) !== terms.invitee) {
        throw new Error(`chain ${record.chainId}'s record carries a binding of ${terms.invitee} its key did not sign`)
      }
      try {
        await invitations.bind({ ...terms, signature: seeded.signature }, checkInviteBinding, seeded.time)
        bound++
      } catch (error) {
        if (!(error instanceof InviteRejectedError && error.reason === 'already-bound')) throw error
      }
    }
  }
  return bound
}
