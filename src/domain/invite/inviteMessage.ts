/** What an invitee signs: who invites whom, on which chain, until when. Addresses are lowercase hex. */
export interface InviteTerms {
  invitee: string
  inviter: string
  /** The chain the invitee signs on (the server refuses a chain it does not serve). */
  chainId: number
  /** When the signature stops being accepted, in Unix seconds. */
  expiresAt: number
}

/**
 * The text an invitee signs (EIP-191 personal_sign) to bind `inviter` as their inviter, in the style of EIP-4361
 * (Sign-In with Ethereum): it names the product, the invitee's account, the inviter, the chain and an expiry, so a
 * signature binds only that inviter, on that chain, and not forever. The web app, the CLI and the server's
 * verification all build it here.
 *
 * @example inviteMessage({ invitee: '0xaa…', inviter: '0xbb…', chainId: 128, expiresAt: 1_800_000_600 })
 */
export function inviteMessage(terms: InviteTerms): string {
  return [
    'FomoSwap wants you to register your inviter with your account:',
    terms.invitee.toLowerCase(),
    '',
    `I accept ${terms.inviter.toLowerCase()} as my inviter in the FomoSwap invitation programme.`,
    '',
    `Chain ID: ${terms.chainId}`,
    `Expiration Time: ${new Date(terms.expiresAt * 1000).toISOString()}`,
  ].join('\n')
}
