import type { InviteBindingFacts } from '../domain/invite/checkInviteBinding'

/** The invitation bindings (invitee → inviter), addresses lowercase hex. */
export interface Invitations {
  /**
   * Binds `invitee` to `inviter` when `check` accepts the current facts, atomically (bindings are serialised so
   * two concurrent ones cannot make a cycle). `check` throws to refuse.
   */
  bind(invitee: string, inviter: string, signature: string, check: (facts: InviteBindingFacts) => void): Promise<void>
  /** The invitee's inviter, or undefined. */
  inviterOf(invitee: string): Promise<string | undefined>
}

export const Invitations = Symbol.for('Invitations')
