import type { BridgeReservation } from '../../ports/BridgeReservations'

/** A `bridge_reservations` row as `RESERVATION_COLUMNS` reads it (alias `r`). */
export interface ReservationRow {
  code: string
  source_chain_id: number
  target_chain_id: number
  sender: string
  recipient: string
  token: string
  amount: string
  payout: string
  quota_amount: string
  quota_day: string
  nonce: string
  deadline: string
  created_at: string
  returned_at: string | null
  consent_nonce: string | null
}

/** The select list of a reservation, the table aliased `r`. */
export const RESERVATION_COLUMNS = `r.code, r.source_chain_id, r.target_chain_id, r.sender, r.recipient, r.token, r.amount::text,
  r.payout::text, r.quota_amount::text, to_char(r.quota_day, 'YYYY-MM-DD') as quota_day, r.nonce::text,
  r.deadline::text, r.created_at::text, r.returned_at::text, r.consent_nonce::text`

/** A reservation read back: numbers and amounts from their text, nulls kept. */
export function reservationOfRow(row: ReservationRow): BridgeReservation {
  return {
    code: row.code,
    sourceChainId: Number(row.source_chain_id),
    targetChainId: Number(row.target_chain_id),
    sender: row.sender,
    recipient: row.recipient,
    token: row.token,
    amount: BigInt(row.amount),
    payout: BigInt(row.payout),
    quotaAmount: BigInt(row.quota_amount),
    quotaDay: row.quota_day,
    nonce: BigInt(row.nonce),
    deadline: Number(row.deadline),
    createdAt: Number(row.created_at),
    returnedAt: row.returned_at === null ? null : Number(row.returned_at),
    consentNonce: row.consent_nonce === null ? null : BigInt(row.consent_nonce),
  }
}
