import type { SeasonEvent } from '../../domain/season/SeasonEvent'
import type { SeasonEvents } from '../../ports/SeasonEvents'
import { decimalText, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import { PgEventsAfter } from './PgEventsAfter'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface SeasonRow extends OriginRow {
  kind: SeasonEvent['kind']
  number: number | null
  end_time: string | null
  nft1_ask: string | null
  nft2_ask: string | null
  token: string | null
  amount: string | null
  total_fund: string | null
  direct_bps: number | null
  diffused_bps: number | null
  bps: number | null
  account: string | null
  tier: number | null
}

const COLUMNS = `${ORIGIN_SELECT}, kind, number, end_time::text, nft1_ask::text, nft2_ask::text, token, amount::text, total_fund::text, direct_bps, diffused_bps, bps, account, tier`

/** The season events the indexer stored, read back in chain order (PostgreSQL or PGlite). */
export class PgSeasonEvents extends PgEventsAfter<SeasonRow, SeasonEvent> implements SeasonEvents {
  constructor(db: SqlDatabase) {
    super(db, 'season_events', COLUMNS, fromRow)
  }
}

const SEASON_COLUMNS: readonly InsertColumn<SeasonEvent>[] = [
  ...ORIGIN_COLUMNS,
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'number', type: 'integer', value: (e) => ('number' in e ? e.number : undefined) },
  { name: 'end_time', type: 'bigint', value: (e) => (e.kind === 'seasonOpened' ? e.endTime : undefined) },
  { name: 'nft1_ask', type: 'numeric', value: (e) => decimalText(e.kind === 'seasonOpened' ? e.nft1Ask : undefined) },
  { name: 'nft2_ask', type: 'numeric', value: (e) => decimalText(e.kind === 'seasonOpened' ? e.nft2Ask : undefined) },
  { name: 'token', type: 'text', value: (e) => (e.kind === 'seasonFunded' ? e.token : undefined) },
  { name: 'amount', type: 'numeric', value: (e) => decimalText(e.kind === 'seasonFunded' ? e.amount : undefined) },
  {
    name: 'total_fund',
    type: 'numeric',
    value: (e) => decimalText(e.kind === 'seasonFunded' ? e.totalFund : undefined),
  },
  { name: 'direct_bps', type: 'integer', value: (e) => (e.kind === 'energySharesSet' ? e.directBps : undefined) },
  { name: 'diffused_bps', type: 'integer', value: (e) => (e.kind === 'energySharesSet' ? e.diffusedBps : undefined) },
  { name: 'bps', type: 'integer', value: (e) => (e.kind === 'extendRewardSet' ? e.bps : undefined) },
  { name: 'account', type: 'text', value: (e) => (e.kind === 'titleClaimed' ? e.account : undefined) },
  { name: 'tier', type: 'integer', value: (e) => (e.kind === 'titleClaimed' ? e.tier : undefined) },
]

/** Stores season events idempotently (keyed by chain, tx hash and log index), inside the indexer's transaction. */
export function insertSeasonEvents(tx: SqlExecutor, events: readonly SeasonEvent[]): Promise<void> {
  return insertColumns(tx, 'season_events', SEASON_COLUMNS, events)
}

function fromRow(row: SeasonRow): SeasonEvent {
  const origin = originOf(row)
  switch (row.kind) {
    case 'seasonOpened':
      return {
        kind: row.kind,
        ...origin,
        number: row.number ?? 0,
        endTime: Number(row.end_time),
        nft1Ask: BigInt(row.nft1_ask ?? 0),
        nft2Ask: BigInt(row.nft2_ask ?? 0),
      }
    case 'seasonFunded':
      return {
        kind: row.kind,
        ...origin,
        number: row.number ?? 0,
        token: row.token ?? '',
        amount: BigInt(row.amount ?? 0),
        totalFund: BigInt(row.total_fund ?? 0),
      }
    case 'energySharesSet':
      return { kind: row.kind, ...origin, directBps: row.direct_bps ?? 0, diffusedBps: row.diffused_bps ?? 0 }
    case 'extendRewardSet':
      return { kind: row.kind, ...origin, bps: row.bps ?? 0 }
    case 'titleClaimed':
      return {
        kind: row.kind,
        ...origin,
        account: row.account ?? '',
        number: row.number ?? 0,
        tier: row.tier === 2 ? 2 : 1,
      }
  }
}
