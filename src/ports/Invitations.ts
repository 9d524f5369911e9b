import type { InviteBindingFacts } from '../domain/invite/checkInviteBinding'
import type { InvitationBound } from '../domain/season/SeasonEvent'

/** The invitation bindings (invitee → inviter), addresses lowercase hex. */
export interface Invitations {
  /**
   * Binds `invitee` to `inviter` when `check` accepts the current facts, atomically (bindings are serialised so
   * two concurrent ones cannot make a cycle). `check` throws to refuse. The binding counts from `time` (seconds; now
   * by default): only an import of bindings signed earlier (the devnet's seeded tree) gives one.
   */
  bind(
    invitee: string,
    inviter: string,
    signature: string,
    check: (facts: InviteBindingFacts) => void,
    time?: number,
  ): Promise<void>
  /** The invitee's inviter, or undefined. */
  inviterOf(invitee: string): Promise<string | undefined>
  /** Every binding with the second it counts from, oldest first (ties by invitee): what the energy ledger merges in. */
  bindings(): Promise<InvitationBound[]>
  /** The bindings whose inviter is one of `inviters`, oldest first (ties by invitee). */
  inviteesOf(inviters: readonly string[]): Promise<InvitationBound[]>
}

export const Invitations = Symbol.for('Invitations')
