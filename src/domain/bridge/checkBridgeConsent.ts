import type { TypedDataVerifier } from '../../ports/TypedDataVerifier'
import { BridgeConsentRejectedError } from '../errors/BridgeConsentRejectedError'
import { type BridgeConsent, bridgeConsentTypedData } from './bridgeConsent'

/** The furthest ahead, in seconds of the source chain, a consent may expire: one valid for longer is refused. */
export const MAX_BRIDGE_CONSENT_VALIDITY_SECONDS = 3_600

/**
 * The server's check of a sender's consent, before anything is read or reserved for the request: the deadline is
 * still ahead of `chainNow` (the source chain's time, Unix seconds) and not more than
 * MAX_BRIDGE_CONSENT_VALIDITY_SECONDS past it, and the EIP-712 signature over exactly these terms (bridgeConsentTypedData:
 * sender, recipient, token, amount, target chain, nonce, deadline, on the source chain's bridge) recovers the sender.
 * That the nonce was not used before is the reservation's check, in its transaction.
 *
 * @throws BridgeConsentRejectedError 'expired', 'deadline-too-far' or 'bad-signature', saying to sign again.
 */
export function checkBridgeConsent(
  consent: BridgeConsent,
  signature: string,
  chainNow: number,
  verifier: TypedDataVerifier,
): void {
  if (consent.deadline <= chainNow) {
    throw new BridgeConsentRejectedError(
      'expired',
      `The transfer request expired at ${new Date(consent.deadline * 1000).toISOString()} (chain ${consent.sourceChainId}'s time): sign it again`,
      { deadline: consent.deadline },
    )
  }
  if (consent.deadline > chainNow + MAX_BRIDGE_CONSENT_VALIDITY_SECONDS) {
    throw new BridgeConsentRejectedError(
      'deadline-too-far',
      `The transfer request must expire within ${MAX_BRIDGE_CONSENT_VALIDITY_SECONDS / 60} minutes of chain ${consent.sourceChainId}'s time: sign it again`,
      { deadline: consent.deadline },
    )
  }
  const { domain, types, value } = bridgeConsentTypedData(consent)
  if (verifier.recoverTypedDataSigner(domain, types, value, signature) !== consent.sender.toLowerCase()) {
    throw new BridgeConsentRejectedError(
      'bad-signature',
      'The signature does not prove the sender agreed to this transfer: sign the transfer request with the sending wallet',
      { sender: consent.sender.toLowerCase() },
    )
  }
}
