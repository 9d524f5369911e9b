import type { InviteTerms } from './inviteMessage'

/** An invitation as its invitee signed it: the terms of inviteMessage and the personal_sign signature (0x, 65 bytes). */
export interface SignedInvitation extends InviteTerms {
  readonly signature: string
}

/**
 * A stored binding with what its invitee signed, as the server serves it for `fomo season verify`: the second it counts
 * from and the signed terms. `chainId` and `expiresAt` are undefined for a binding stored before the terms were kept,
 * which then cannot be checked. Addresses are lowercase hex.
 */
export interface SignedBinding {
  readonly invitee: string
  readonly inviter: string
  /** Unix seconds the binding counts from. */
  readonly time: number
  readonly chainId: number | undefined
  readonly expiresAt: number | undefined
  readonly signature: string
}
