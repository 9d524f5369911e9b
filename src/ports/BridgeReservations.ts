import type { QuotaReservation } from '../domain/bridge/bridgeQuota'

/** A reservation to make: a collection about to be signed, with the quota it takes (the code comes from the nonce). */
export interface BridgeReservationRequest {
  readonly sourceChainId: number
  readonly targetChainId: number
  /** Lowercase hex, as every address below. */
  readonly sender: string
  readonly recipient: string
  /** The token on the source chain. */
  readonly token: string
  readonly amount: bigint
  readonly payout: bigint
  /** AURA wei. */
  readonly quotaAmount: bigint
  /** Unix seconds. */
  readonly deadline: number
  /** The nonce of the sender's consent (checkBridgeConsent) this reservation spends: each reserves once per sender. */
  readonly consentNonce: bigint
}

/** A stored reservation: its request, its code and nonce, the day it counts on, when made and when returned. */
export interface BridgeReservation extends QuotaReservation, Omit<BridgeReservationRequest, 'consentNonce'> {
  /** Unix seconds. */
  readonly createdAt: number
  /** null for a reservation made before consent was asked (migration 15). */
  readonly consentNonce: bigint | null
}

/** A reservation and its hold on the quota now (reservationHold over the indexed chains). */
export interface HeldReservation {
  readonly reservation: BridgeReservation
  readonly hold: 'collected' | 'pending' | 'released'
}

/** The bridge's quota reservations: each signed code holds the sender's daily quota (src/domain/bridge/bridgeQuota). */
export interface BridgeReservations {
  /**
   * Reserves atomically: with no other reservation of the sender in between, counts what the sender's reservations
   * take on the UTC day of `now`, checks what remains of `daily` covers the request, takes the next nonce, makes the
   * code (recipient | target chain | nonce) and stores it. Concurrent calls never reserve past `daily`, and a consent
   * nonce the sender spent before reserves nothing.
   *
   * @throws BridgeConsentRejectedError 'replayed' for a consent used before; BridgeQuotaExceededError when the request
   *   does not fit.
   */
  reserve(request: BridgeReservationRequest, daily: bigint, now: number): Promise<BridgeReservation>
  /** The quota (AURA wei) the sender's reservations take on `day` (YYYY-MM-DD, UTC). */
  used(sender: string, day: string): Promise<bigint>
  /** The reservation of `code`, with its hold; undefined when none. */
  get(code: string): Promise<HeldReservation | undefined>
  /**
   * Returns the reservation of `code` early, at `now`: only a reservation of `sender` to `recipient` that can no longer
   * land. A code already returned is answered again.
   *
   * @throws UnknownBridgeCodeError, BridgeCodeLandedError, BridgeCodeStillLiveError.
   */
  returnEarly(code: string, sender: string, recipient: string, now: number): Promise<BridgeReservation>
}

export const BridgeReservations = Symbol.for('BridgeReservations')
