import { encodeBridgeCode } from '../../domain/bridge/bridgeCode'
import { checkQuota, type QuotaChainFacts, quotaUsed, reservationHold, utcDay } from '../../domain/bridge/bridgeQuota'
import { BridgeCodeLandedError } from '../../domain/errors/BridgeCodeLandedError'
import { BridgeCodeStillLiveError } from '../../domain/errors/BridgeCodeStillLiveError'
import { BridgeConsentRejectedError } from '../../domain/errors/BridgeConsentRejectedError'
import { UnknownBridgeCodeError } from '../../domain/errors/UnknownBridgeCodeError'
import type {
  BridgeReservation,
  BridgeReservationRequest,
  BridgeReservations,
  HeldReservation,
} from '../../ports/BridgeReservations'
import { RESERVATION_COLUMNS, type ReservationRow, reservationOfRow } from './reservationOfRow'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

/**
 * The quota reservations (migration 9) over the indexed bridge events (migration 8), on PostgreSQL or PGlite. A
 * reservation is made under a transaction-scoped advisory lock per sender, so two requests of one sender run one after
 * the other and the second counts the first: the check and the insert cannot interleave, and a consent nonce spent
 * before (migration 15) is refused. Quota comes back only on
 * final facts: a void, or a deadline behind the block, at least the source chain's finality depth (`depths`) deep — a
 * reorganisation could still remove a shallower one and let the code land after its quota was given back. A
 * collection holds the quota at any depth.
 */
export class PgBridgeReservations implements BridgeReservations {
  constructor(
    private readonly db: SqlDatabase,
    private readonly depths: Readonly<Record<number, number>> = {},
  ) {}

  reserve(request: BridgeReservationRequest, daily: bigint, now: number): Promise<BridgeReservation> {
    const day = utcDay(now)
    return this.db.transaction(async (tx) => {
      await lockSender(tx, request.sender)
      // a consent reserves once: under the sender's lock, so two copies of one request cannot both pass
      const spent = await tx.query('select 1 from bridge_reservations where sender = $1 and consent_nonce = $2', [
        request.sender,
        request.consentNonce.toString(),
      ])
      if (spent.length > 0) {
        throw new BridgeConsentRejectedError(
          'replayed',
          'This transfer request was used already: sign a new one for another transfer',
          { sender: request.sender, nonce: request.consentNonce.toString() },
        )
      }
      checkQuota(daily, await usedOn(tx, request.sender, day, this.depths), request.quotaAmount, now)
      const [{ nonce } = { nonce: '' }] = await tx.query<{ nonce: string }>(
        "select nextval('bridge_nonce')::text as nonce",
      )
      const reservation: BridgeReservation = {
        ...request,
        code: encodeBridgeCode({
          recipient: request.recipient,
          targetChainId: request.targetChainId,
          nonce: BigInt(nonce),
        }).toLowerCase(),
        nonce: BigInt(nonce),
        quotaDay: day,
        createdAt: now,
        returnedAt: null,
      }
      await tx.query(
        `insert into bridge_reservations (code, source_chain_id, target_chain_id, sender, recipient, token, amount,
           payout, quota_amount, quota_day, nonce, deadline, created_at, consent_nonce)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14)`,
        [
          reservation.code,
          reservation.sourceChainId,
          reservation.targetChainId,
          reservation.sender,
          reservation.recipient,
          reservation.token,
          reservation.amount.toString(),
          reservation.payout.toString(),
          reservation.quotaAmount.toString(),
          day,
          nonce,
          reservation.deadline,
          now,
          request.consentNonce.toString(),
        ],
      )
      return reservation
    })
  }

  used(sender: string, day: string): Promise<bigint> {
    return usedOn(this.db, sender, day, this.depths)
  }

  async get(code: string): Promise<HeldReservation | undefined> {
    const rows = await this.db.query<ReservationRow>(
      `select ${RESERVATION_COLUMNS} from bridge_reservations r where r.code = $1`,
      [code.toLowerCase()],
    )
    const reservation = rows[0] && reservationOfRow(rows[0])
    if (!reservation) return undefined
    return { reservation, hold: reservationHold(reservation, await chainFacts(this.db, [reservation], this.depths)) }
  }

  returnEarly(code: string, sender: string, recipient: string, now: number): Promise<BridgeReservation> {
    return this.db.transaction(async (tx) => {
      await lockSender(tx, sender)
      const [row] = await tx.query<ReservationRow>(
        `select ${RESERVATION_COLUMNS} from bridge_reservations r where r.code = $1 and r.sender = $2 and r.recipient = $3`,
        [code.toLowerCase(), sender, recipient],
      )
      if (!row) throw new UnknownBridgeCodeError(code)
      const reservation = reservationOfRow(row)
      if (reservation.returnedAt !== null) return reservation
      const hold = reservationHold(reservation, await chainFacts(tx, [reservation], this.depths))
      if (hold === 'collected') throw new BridgeCodeLandedError(reservation.code)
      if (hold === 'pending') throw new BridgeCodeStillLiveError(reservation.code, reservation.deadline)
      await tx.query('update bridge_reservations set returned_at = $2 where code = $1', [reservation.code, now])
      return { ...reservation, returnedAt: now }
    })
  }
}

/** Waits for the sender's reservation lock, held until the transaction ends (keyed by the schema, as the writer lock). */
async function lockSender(tx: SqlExecutor, sender: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext(current_schema() || ':bridge-quota'), hashtext($1))", [sender])
}

async function usedOn(
  db: SqlExecutor,
  sender: string,
  day: string,
  depths: Readonly<Record<number, number>>,
): Promise<bigint> {
  const rows = await db.query<ReservationRow>(
    `select ${RESERVATION_COLUMNS} from bridge_reservations r where r.sender = $1 and r.quota_day = $2::date`,
    [sender, day],
  )
  const reservations = rows.map(reservationOfRow)
  return quotaUsed(reservations, day, await chainFacts(db, reservations, depths))
}

/**
 * The indexed facts about `reservations`: their collections (at any depth) and their final voids on their source
 * chains, and the time of each chain's final head (the newest stored block `depths` below its checkpoint).
 */
async function chainFacts(
  db: SqlExecutor,
  reservations: readonly BridgeReservation[],
  depths: Readonly<Record<number, number>>,
): Promise<QuotaChainFacts> {
  if (reservations.length === 0) return { collected: new Set(), voided: new Set(), headTimes: new Map() }
  const codes = reservations.map((r) => r.code)
  // one after the other: inside a transaction they share one connection
  const collected = await db.query<{ code: string }>(
    `select distinct c.code from bridge_collections c
       join bridge_reservations r on r.code = c.code and r.source_chain_id = c.chain_id
       where c.code = any($1::text[])`,
    [codes],
  )
  const chains = Object.keys(depths).map(Number)
  const depth = [chains, chains.map((chainId) => depths[chainId]!)]
  const voided = await db.query<{ chain_id: number; nonce: string }>(
    `select distinct v.chain_id, v.nonce::text from bridge_voids v
       join bridge_reservations r on r.nonce = v.nonce and r.source_chain_id = v.chain_id
       left join chain_checkpoints c on c.chain_id = v.chain_id
       left join unnest($2::integer[], $3::integer[]) as d(chain_id, depth) on d.chain_id = v.chain_id
       where r.code = any($1::text[]) and (coalesce(d.depth, 0) = 0 or v.block_number <= c.block_number - d.depth)`,
    [codes, ...depth],
  )
  const heads = await db.query<{ chain_id: number; timestamp: string | null }>(
    `select c.chain_id, (select b.timestamp from chain_blocks b
         where b.chain_id = c.chain_id and b.number <= c.block_number - coalesce(d.depth, 0)
         order by b.number desc limit 1)::text as timestamp
       from chain_checkpoints c left join unnest($1::integer[], $2::integer[]) as d(chain_id, depth)
       on d.chain_id = c.chain_id`,
    depth,
  )
  return {
    collected: new Set(collected.map((row) => row.code)),
    voided: new Set(voided.map((row) => `${row.chain_id}:${row.nonce}`)),
    headTimes: new Map(
      heads.flatMap((row) => (row.timestamp === null ? [] : [[Number(row.chain_id), Number(row.timestamp)]])),
    ),
  }
}
