import type { PrizeDrawEvent } from '../../domain/bounty/PrizeDrawEvent'
import type { PrizeDrawEvents } from '../../ports/PrizeDrawEvents'
import { decimalText, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import { PgEventsAfter } from './PgEventsAfter'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface PrizeDrawRow extends OriginRow {
  contract: string
  kind: PrizeDrawEvent['kind']
  draw_id: string | null
  token: string | null
  account: string | null
  amount: string | null
  pool: string | null
  commitment: string | null
  close_time: string | null
  target_block: string | null
  seed: string | null
  secret: string | null
  prizes: string[] | null
}

const COLUMNS = `${ORIGIN_SELECT}, contract, kind, draw_id::text, token,
  account, amount::text, pool::text, commitment, close_time::text, target_block::text, seed, secret,
  (select array_agg(p.amount::text order by p.rank) from prize_draw_prizes p
   where p.chain_id = prize_draws.chain_id and p.tx_hash = prize_draws.tx_hash and p.log_index = prize_draws.log_index)
  as prizes`

/** The prize pool's events the indexer stored, read back in chain order (PostgreSQL or PGlite). */
export class PgPrizeDrawEvents extends PgEventsAfter<PrizeDrawRow, PrizeDrawEvent> implements PrizeDrawEvents {
  constructor(db: SqlDatabase) {
    super(db, 'prize_draws', COLUMNS, fromRow)
  }
}

const drawIdOf = (e: PrizeDrawEvent) => (e.kind === 'funded' ? undefined : e.drawId)

const PRIZE_DRAW_COLUMNS: readonly InsertColumn<PrizeDrawEvent>[] = [
  ...ORIGIN_COLUMNS,
  { name: 'contract', type: 'text', value: (e) => e.contract },
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'draw_id', type: 'numeric', value: (e) => decimalText(drawIdOf(e)) },
  { name: 'token', type: 'text', value: (e) => (e.kind === 'funded' || e.kind === 'committed' ? e.token : undefined) },
  { name: 'account', type: 'text', value: (e) => (e.kind === 'funded' ? e.from : undefined) },
  {
    name: 'amount',
    type: 'numeric',
    value: (e) => decimalText(e.kind === 'funded' ? e.amount : e.kind === 'revealed' ? e.total : undefined),
  },
  { name: 'pool', type: 'numeric', value: (e) => decimalText(e.kind === 'funded' ? e.pool : undefined) },
  { name: 'commitment', type: 'text', value: (e) => (e.kind === 'committed' ? e.commitment : undefined) },
  { name: 'close_time', type: 'bigint', value: (e) => (e.kind === 'committed' ? e.closeTime : undefined) },
  { name: 'target_block', type: 'bigint', value: (e) => (e.kind === 'sealed' ? e.targetBlock : undefined) },
  { name: 'seed', type: 'text', value: (e) => (e.kind === 'revealed' ? e.seed : undefined) },
  { name: 'secret', type: 'text', value: (e) => (e.kind === 'revealed' ? e.secret : undefined) },
]

/**
 * Stores prize-pool events idempotently (keyed by chain, tx hash and log index), and each commit's prizes by rank,
 * inside the indexer's transaction.
 */
export async function insertPrizeDrawEvents(tx: SqlExecutor, events: readonly PrizeDrawEvent[]): Promise<void> {
  await insertColumns(tx, 'prize_draws', PRIZE_DRAW_COLUMNS, events)
  const prizes = events.flatMap((e) =>
    e.kind === 'committed' ? e.prizes.map((amount, rank) => ({ event: e, rank, amount })) : [],
  )
  if (prizes.length === 0) return
  await tx.query(
    `insert into prize_draw_prizes (chain_id, tx_hash, log_index, rank, amount)
     select * from unnest($1::integer[], $2::text[], $3::integer[], $4::integer[], $5::numeric[])
     on conflict (chain_id, tx_hash, log_index, rank) do nothing`,
    [
      prizes.map((p) => p.event.chainId),
      prizes.map((p) => p.event.txHash),
      prizes.map((p) => p.event.logIndex),
      prizes.map((p) => p.rank),
      prizes.map((p) => p.amount.toString()),
    ],
  )
}

function fromRow(row: PrizeDrawRow): PrizeDrawEvent {
  const origin = { ...originOf(row), contract: row.contract }
  const drawId = BigInt(row.draw_id ?? 0)
  switch (row.kind) {
    case 'funded':
      return {
        kind: row.kind,
        ...origin,
        token: row.token ?? '',
        from: row.account ?? '',
        amount: BigInt(row.amount ?? 0),
        pool: BigInt(row.pool ?? 0),
      }
    case 'committed':
      return {
        kind: row.kind,
        ...origin,
        drawId,
        token: row.token ?? '',
        commitment: row.commitment ?? '',
        closeTime: Number(row.close_time),
        prizes: (row.prizes ?? []).map((prize) => BigInt(prize)),
      }
    case 'sealed':
      return { kind: row.kind, ...origin, drawId, targetBlock: Number(row.target_block) }
    case 'revealed':
      return {
        kind: row.kind,
        ...origin,
        drawId,
        seed: row.seed ?? '',
        secret: row.secret ?? '',
        total: BigInt(row.amount ?? 0),
      }
    case 'voided':
      return { kind: row.kind, ...origin, drawId }
  }
}
