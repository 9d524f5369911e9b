import type { AccountCode } from '../../ports/AccountCode'
import type { Clock } from '../../ports/Clock'
import { checkInviter } from './checkInviter'
import type { InviteFailureKind } from './classifyInviteFailure'
import { createInviteTerms } from './createInviteTerms'
import { InviteRejectedError } from './InviteRejectedError'
import { inviteBindingKey } from './inviteBindingKey'
import { type InviteTerms, inviteMessage } from './inviteMessage'

/**
 * What binding an invitation needs from the outside: the remembered keys, the chain's code (checkInviter), the
 * wallet's signature and the server.
 */
export interface InvitationSteps {
  /** Reads whether the inviter is a contract on the chain the invitation is signed on. */
  code: AccountCode
  /** The keys (see inviteBindingKey) this browser already settled. */
  settledKeys(): Promise<readonly string[]>
  /** Remembers `key` as settled. */
  settle(key: string): Promise<void>
  /** The invitee's personal_sign of `message`. */
  sign(message: string): Promise<string>
  /** Registers the signed terms with the server; throws when it refuses or cannot be reached. */
  register(terms: InviteTerms, signature: string): Promise<void>
  /** What a registration's failure means (see classifyInviteFailure): settled, worth a retry, or failed. */
  classify(error: unknown): InviteFailureKind
}

/** How an invitation ended: bound, skipped (settled before), refused by the server, or failed (wallet, network). */
export type InvitationOutcome =
  | { kind: 'bound' }
  | { kind: 'skipped' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown }

/** The waits between registration attempts when the server is busy or failing: about a minute, a rate window. */
export const INVITE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000]

/**
 * Binds `inviter` for `invitee` at most once per browser: skips a pair settled before; refuses, before any signature,
 * an inviter checkInviter refuses (the zero address, the invitee, a contract), which settles the pair; else asks for
 * one signature of inviteMessage (on `chainId`, expiring INVITE_SIGNATURE_TTL_SECONDS from the clock's now) and
 * registers it. A binding or a final refusal from the server settles the pair; a rate limit,
 * a server error or no answer is retried with the same signature after each of `delaysMs` (on `clock`), and if
 * all fail the pair stays unsettled, as after a rejected signature, so the next visit asks again.
 */
export async function bindInvitation(
  invitee: string,
  inviter: string,
  chainId: number,
  steps: InvitationSteps,
  clock: Clock,
  delaysMs: readonly number[] = INVITE_RETRY_DELAYS_MS,
): Promise<InvitationOutcome> {
  const key = inviteBindingKey(invitee, inviter)
  if ((await steps.settledKeys()).includes(key)) return { kind: 'skipped' }
  const terms = createInviteTerms(invitee, inviter, chainId, clock.now())
  try {
    await checkInviter(terms, steps.code)
  } catch (error) {
    if (!(error instanceof InviteRejectedError)) return { kind: 'failed', error } // the node: ask again next visit
    await steps.settle(key)
    return { kind: 'refused', error }
  }
  let signature: string
  try {
    signature = await steps.sign(inviteMessage(terms))
  } catch (error) {
    return { kind: 'failed', error }
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await steps.register(terms, signature)
      break
    } catch (error) {
      const kind = steps.classify(error)
      if (kind === 'settled') {
        await steps.settle(key)
        return { kind: 'refused', error }
      }
      if (kind === 'failed' || attempt >= delaysMs.length) return { kind: 'failed', error }
      await new Promise<void>((resolve) => clock.schedule(delaysMs[attempt]!, resolve))
    }
  }
  await steps.settle(key)
  return { kind: 'bound' }
}
