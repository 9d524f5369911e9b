import { InviteRejectedError } from './InviteRejectedError'

/** The furthest ahead an invitation signature may expire: a signature valid for longer is refused. */
export const MAX_INVITE_VALIDITY_SECONDS = 3_600

/**
 * Refuses an invitation signature that has expired (at or before `nowSeconds`) or that claims to stay valid for more
 * than MAX_INVITE_VALIDITY_SECONDS (a signature must not be good forever).
 *
 * @throws InviteRejectedError 'expired' or 'expiry-too-far', saying to sign again.
 */
export function checkInviteExpiry(expiresAt: number, nowSeconds: number): void {
  if (expiresAt <= nowSeconds) {
    throw new InviteRejectedError(
      'expired',
      `The invitation signature expired at ${new Date(expiresAt * 1000).toISOString()}: sign the invitation again`,
      { expiresAt },
    )
  }
  if (expiresAt > nowSeconds + MAX_INVITE_VALIDITY_SECONDS) {
    throw new InviteRejectedError(
      'expiry-too-far',
      `The invitation signature must expire within ${MAX_INVITE_VALIDITY_SECONDS / 60} minutes: sign the invitation again`,
      { expiresAt },
    )
  }
}
