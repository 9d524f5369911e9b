import { ReasonedRefusalError } from './ReasonedRefusalError'

/** Why a sender's consent to a bridge transfer is refused. */
export type BridgeConsentRejection = 'bad-signature' | 'expired' | 'deadline-too-far' | 'replayed'

/**
 * A request for a signed bridge collection without the sender's valid consent (checkBridgeConsent): signed by someone
 * else or for other terms, expired, valid for too long, or used before. Nothing was reserved; the message says what to
 * do.
 */
export class BridgeConsentRejectedError extends ReasonedRefusalError<BridgeConsentRejection> {
  override readonly name = 'BridgeConsentRejectedError'
}
