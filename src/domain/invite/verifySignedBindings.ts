import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'
import { inviteMessage } from './inviteMessage'
import type { SignedBinding } from './SignedBinding'

/** What verifySignedBindings found: the bindings that hold, and one line for each that does not. */
export interface VerifiedBindings {
  readonly verified: SignedBinding[]
  readonly differences: string[]
}

/**
 * Checks each binding as `player-invite` accepted it: it carries the terms its invitee signed; the personal_sign
 * signature of inviteMessage over those terms — this invitee, this inviter, the chain, the expiry — recovers the
 * invitee (so the server cannot add, re-point or keep a binding nobody signed); and it counts from before the
 * signature expired (the server refused an expired one). A binding that fails is a difference, named by invitee and
 * inviter, and left out of `verified`, so what is recomputed from the rest shows what it changed.
 *
 * @example verifySignedBindings(server.bindings, verifier).differences // ['binding of 0xa… to 0xb…: not signed by 0xa…']
 */
export function verifySignedBindings(
  bindings: readonly SignedBinding[],
  verifier: SignedMessageVerifier,
): VerifiedBindings {
  const verified: SignedBinding[] = []
  const differences: string[] = []
  for (const binding of bindings) {
    const { invitee, inviter, chainId, expiresAt } = binding
    const name = `binding of ${invitee} to ${inviter}`
    if (chainId === undefined || expiresAt === undefined) {
      differences.push(`${name}: no signed terms to check (chain and expiry)`)
    } else if (
      verifier.recoverSigner(inviteMessage({ invitee, inviter, chainId, expiresAt }), binding.signature) !==
      invitee.toLowerCase()
    ) {
      differences.push(`${name}: not signed by ${invitee}`)
    } else if (binding.time >= expiresAt) {
      differences.push(`${name}: counts from ${binding.time}, after its signature expired at ${expiresAt}`)
    } else {
      verified.push(binding)
    }
  }
  return { verified, differences }
}
