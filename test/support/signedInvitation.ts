import type { SignedInvitation } from '../../src/domain/invite/SignedBinding'

/**
 * A binding's signed terms for stores under test that do not check signatures (the route does): chain 128, an expiry
 * in 2033 and the given signature.
 */
export function signedInvitation(invitee: string, inviter: string, signature = '0x'): SignedInvitation {
  return { invitee, inviter, chainId: 128, expiresAt: 2_000_000_000, signature }
}
