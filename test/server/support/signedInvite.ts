import type { Wallet } from 'ethers'
import { createInviteTerms } from '../../../src/domain/invite/createInviteTerms'
import { type InviteTerms, inviteMessage } from '../../../src/domain/invite/inviteMessage'

/**
 * The invitation path for `invitee` and `inviter` with its query (signature, chainId, expires), signed by `signer`
 * (the invitee unless given) over terms made now, on chain 128, unless `overrides` says otherwise.
 */
export async function signedInvite(
  invitee: Pick<Wallet, 'address' | 'signMessage'>,
  inviter: string,
  overrides: Partial<InviteTerms> & { signer?: Pick<Wallet, 'signMessage'> } = {},
): Promise<{ path: string; terms: InviteTerms; signature: string }> {
  const { signer = invitee, ...termOverrides } = overrides
  const terms = { ...createInviteTerms(invitee.address, inviter, 128, Date.now()), ...termOverrides }
  const signature = await signer.signMessage(inviteMessage(terms))
  const query = `signature=${signature}&chainId=${terms.chainId}&expires=${terms.expiresAt}`
  return { path: `/api/player-invite/${terms.invitee}/${terms.inviter}?${query}`, terms, signature }
}
