import type { RelayState } from '../../domain/bridge/BridgeRelay'
import type { BridgeRecord, BridgeRecords } from '../../ports/BridgeRecords'
import { RESERVATION_COLUMNS, type ReservationRow, reservationOfRow } from './reservationOfRow'
import type { SqlDatabase } from './SqlDatabase'

interface CollectionRow {
  code: string
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: string
  block_time: string
  sender: string
  recipient: string
  token: string
  amount: string
  payout: string
  target_chain_id: number
  nonce: string
  transfer_tx: string | null
  transfer_time: string | null
  relay_state: RelayState | null
  relay_tx: string | null
  attempts: number | null
  last_error: string | null
  next_attempt_at: string | null
}

/**
 * The bridge's records per code (migrations 8, 9 and 10): the reservation, the source chain's collection, a void of
 * its nonce, the target chain's payout (Transferred, keyed by the collection's chain, transaction and log index) and the
 * relayer's record, read in four queries for a whole page.
 */
export class PgBridgeRecords implements BridgeRecords {
  constructor(private readonly db: SqlDatabase) {}

  async ofCode(code: string): Promise<BridgeRecord | undefined> {
    const [record] = await this.records([code.toLowerCase()])
    return record
  }

  async ofSender(sender: string, offset: number, limit: number): Promise<{ records: BridgeRecord[]; total: number }> {
    const items = `select r.code, r.created_at as at from bridge_reservations r where r.sender = $1
      union all
      select c.code, c.block_time from bridge_collections c
      where c.sender = $1 and not exists (select 1 from bridge_reservations r where r.code = c.code)`
    const [count] = await this.db.query<{ total: string }>(`select count(*)::text as total from (${items}) i`, [sender])
    const rows = await this.db.query<{ code: string }>(
      `select code from (${items}) i order by at desc, code desc limit $2 offset $3`,
      [sender, limit, offset],
    )
    return { records: await this.records(rows.map((row) => row.code)), total: Number(count?.total ?? 0) }
  }

  /** The records of `codes`, in that order (a code known nowhere is left out). */
  private async records(codes: readonly string[]): Promise<BridgeRecord[]> {
    if (codes.length === 0) return []
    const reservations = await this.db.query<ReservationRow>(
      `select ${RESERVATION_COLUMNS} from bridge_reservations r where r.code = any($1::text[])`,
      [codes],
    )
    // the newest collection of a code (one per chain at most: the nonce lands once), its payout and its relay
    const collections = await this.db.query<CollectionRow>(
      `select distinct on (c.code) c.code, c.chain_id, c.tx_hash, c.log_index, c.block_number::text,
         c.block_time::text, c.sender, c.recipient, c.token, c.amount::text, c.payout::text, c.target_chain_id,
         c.nonce::text, t.tx_hash as transfer_tx, t.block_time::text as transfer_time, l.state as relay_state,
         l.target_tx_hash as relay_tx, l.attempts, l.last_error, l.next_attempt_at::text
       from bridge_collections c
       left join bridge_transfers t on t.source_chain_id = c.chain_id and t.source_nonce = c.nonce
       left join bridge_relays l on l.source_chain_id = c.chain_id and l.code = c.code
       where c.code = any($1::text[])
       order by c.code, c.block_number desc`,
      [codes],
    )
    const voids = await this.db.query<{ code: string }>(
      `select r.code from bridge_reservations r
       where r.code = any($1::text[])
         and exists (select 1 from bridge_voids v where v.chain_id = r.source_chain_id and v.nonce = r.nonce)`,
      [codes],
    )
    const reservationOf = new Map(reservations.map((row) => [row.code, row]))
    const collectionOf = new Map(collections.map((row) => [row.code, row]))
    const voided = new Set(voids.map((row) => row.code))
    return codes.flatMap((code): BridgeRecord[] => {
      const r = reservationOf.get(code)
      const c = collectionOf.get(code)
      if (!r && !c) return []
      return [
        {
          code,
          ...(r && { reservation: recordedReservation(r) }),
          ...(c && {
            collection: {
              chainId: Number(c.chain_id),
              txHash: c.tx_hash,
              logIndex: Number(c.log_index),
              blockNumber: Number(c.block_number),
              blockTime: Number(c.block_time),
              sender: c.sender,
              recipient: c.recipient,
              token: c.token,
              amount: BigInt(c.amount),
              payout: BigInt(c.payout),
              targetChainId: Number(c.target_chain_id),
              nonce: BigInt(c.nonce),
            },
          }),
          voided: voided.has(code),
          ...(c?.relay_state && {
            relay: {
              state: c.relay_state,
              targetTxHash: c.relay_tx,
              attempts: Number(c.attempts ?? 0),
              lastError: c.last_error,
              nextAttemptAt: c.next_attempt_at === null ? null : Number(c.next_attempt_at),
            },
          }),
          ...(c?.transfer_tx && { transfer: { txHash: c.transfer_tx, blockTime: Number(c.transfer_time) } }),
        },
      ]
    })
  }
}

/** A reservation as its record shows it: without the code (the record's), the quota day and the consent nonce. */
function recordedReservation(row: ReservationRow): NonNullable<BridgeRecord['reservation']> {
  const { code: _code, quotaDay: _quotaDay, consentNonce: _consentNonce, ...reservation } = reservationOfRow(row)
  return reservation
}
