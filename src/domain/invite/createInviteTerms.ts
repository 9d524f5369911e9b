import type { InviteTerms } from './inviteMessage'

/** How long an invitation signature stays valid once made: long enough for the web app's retries (about a minute). */
export const INVITE_SIGNATURE_TTL_SECONDS = 600

/**
 * The terms of a new invitation signature: both addresses lowercase, expiring INVITE_SIGNATURE_TTL_SECONDS after
 * `nowMs` (the signer's clock).
 *
 * @example createInviteTerms('0xAa…', '0xBb…', 128, clock.now())
 */
export function createInviteTerms(invitee: string, inviter: string, chainId: number, nowMs: number): InviteTerms {
  return {
    invitee: invitee.toLowerCase(),
    inviter: inviter.toLowerCase(),
    chainId,
    expiresAt: Math.floor(nowMs / 1000) + INVITE_SIGNATURE_TTL_SECONDS,
  }
}
