import type { InviteBindingFacts } from '../domain/invite/checkInviteBinding'
import type { SignedBinding, SignedInvitation } from '../domain/invite/SignedBinding'
import type { InvitationBound } from '../domain/season/SeasonEvent'

/** The invitation bindings (invitee → inviter), addresses lowercase hex. */
export interface Invitations {
  /**
   * Binds the invitee of `signed` to its inviter when `check` accepts the current facts, atomically (bindings are
   * serialised so two concurrent ones cannot make a cycle), keeping the signed terms and signature (anyone can check
   * them: `fomo season verify`). `check` throws to refuse. The binding counts from `time` (seconds; now by default):
   * only an import of bindings signed earlier (the devnet's seeded tree) gives one. A binding stored without its terms
   * (before they were kept) takes them from the same signature given again.
   */
  bind(signed: SignedInvitation, check: (facts: InviteBindingFacts) => void, time?: number): Promise<void>
  /** The invitee's inviter, or undefined. */
  inviterOf(invitee: string): Promise<string | undefined>
  /** Every binding with the second it counts from, oldest first (ties by invitee): what the energy ledger merges in. */
  bindings(): Promise<InvitationBound[]>
  /** Every binding as bindings() orders them, with the terms and signature its invitee gave. */
  signedBindings(): Promise<SignedBinding[]>
  /** The bindings whose inviter is one of `inviters`, oldest first (ties by invitee). */
  inviteesOf(inviters: readonly string[]): Promise<InvitationBound[]>
}

export const Invitations = Symbol.for('Invitations')
