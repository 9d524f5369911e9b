import { inviteBindingKey } from './inviteBindingKey'
import { inviteMessage } from './inviteMessage'

/** What binding an invitation needs from the outside: the remembered keys, the wallet's signature and the server. */
export interface InvitationSteps {
  /** The keys (see inviteBindingKey) this browser already settled. */
  settledKeys(): Promise<readonly string[]>
  /** Remembers `key` as settled. */
  settle(key: string): Promise<void>
  /** The invitee's personal_sign of `message`. */
  sign(message: string): Promise<string>
  /** Registers the binding with the server; throws when it refuses or cannot be reached. */
  register(invitee: string, inviter: string, signature: string): Promise<void>
  /** Whether `error` is the server's answer (a refusal such as already bound), not a network or wallet failure. */
  isServerRefusal(error: unknown): boolean
}

/** How an invitation ended: bound, skipped (settled before), refused by the server, or failed (wallet, network). */
export type InvitationOutcome =
  | { kind: 'bound' }
  | { kind: 'skipped' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown }

/**
 * Binds `inviter` for `invitee` at most once per browser: skips a pair settled before, else asks for one signature
 * of inviteMessage and registers it. A binding or a refusal from the server settles the pair; a rejected signature
 * or a network failure does not, so the next visit asks again.
 */
export async function bindInvitation(
  invitee: string,
  inviter: string,
  steps: InvitationSteps,
): Promise<InvitationOutcome> {
  const key = inviteBindingKey(invitee, inviter)
  if ((await steps.settledKeys()).includes(key)) return { kind: 'skipped' }
  try {
    const signature = await steps.sign(inviteMessage(invitee, inviter))
    await steps.register(invitee, inviter, signature)
  } catch (error) {
    if (!steps.isServerRefusal(error)) return { kind: 'failed', error }
    await steps.settle(key)
    return { kind: 'refused', error }
  }
  await steps.settle(key)
  return { kind: 'bound' }
}
