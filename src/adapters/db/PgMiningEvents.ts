import type { MiningEvent } from '../../domain/mining/MiningEvent'
import type { MiningEvents } from '../../ports/MiningEvents'
import { decimalText, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import { PgEventsAfter } from './PgEventsAfter'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface MiningRow extends OriginRow {
  kind: MiningEvent['kind']
  lp_token: string
  account: string | null
  reward_token: string | null
  reward_per_second: string | null
  lock_id: string | null
  amount: string | null
  lock_days: number | null
  weight: string | null
  energy_ratio: string | null
  unlock_at: string | null
}

const COLUMNS = `${ORIGIN_SELECT}, kind, lp_token, account, reward_token, reward_per_second::text, lock_id::text, amount::text, lock_days, weight::text, energy_ratio::text, unlock_at::text`

/** The mining events the indexer stored, read back in chain order (PostgreSQL or PGlite; the heads: PgChainHeads). */
export class PgMiningEvents extends PgEventsAfter<MiningRow, MiningEvent> implements MiningEvents {
  constructor(db: SqlDatabase) {
    super(db, 'mining_events', COLUMNS, fromRow)
  }
}

const MINING_COLUMNS: readonly InsertColumn<MiningEvent>[] = [
  ...ORIGIN_COLUMNS,
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'lp_token', type: 'text', value: (e) => e.lpToken },
  { name: 'account', type: 'text', value: (e) => ('account' in e ? e.account : undefined) },
  { name: 'reward_token', type: 'text', value: (e) => ('rewardToken' in e ? e.rewardToken : undefined) },
  {
    name: 'reward_per_second',
    type: 'numeric',
    value: (e) => decimalText('rewardPerSecond' in e ? e.rewardPerSecond : undefined),
  },
  { name: 'lock_id', type: 'numeric', value: (e) => decimalText('lockId' in e ? e.lockId : undefined) },
  { name: 'amount', type: 'numeric', value: (e) => decimalText('amount' in e ? e.amount : undefined) },
  { name: 'lock_days', type: 'integer', value: (e) => ('lockDays' in e ? e.lockDays : undefined) },
  { name: 'weight', type: 'bigint', value: (e) => ('weight' in e ? e.weight : undefined) },
  { name: 'energy_ratio', type: 'bigint', value: (e) => ('energyRatio' in e ? e.energyRatio : undefined) },
  { name: 'unlock_at', type: 'bigint', value: (e) => ('unlockAt' in e ? e.unlockAt : undefined) },
]

/** Stores mining events idempotently (keyed by chain, tx hash and log index), inside the indexer's range transaction. */
export function insertMiningEvents(tx: SqlExecutor, events: readonly MiningEvent[]): Promise<void> {
  return insertColumns(tx, 'mining_events', MINING_COLUMNS, events)
}

function fromRow(row: MiningRow): MiningEvent {
  const origin = originOf(row)
  const lpToken = row.lp_token
  const account = row.account ?? ''
  const rewardPerSecond = BigInt(row.reward_per_second ?? 0)
  /** A lock option's terms, as set for the pool and as taken by a deposit. */
  const terms = {
    lockDays: row.lock_days ?? 0,
    weight: Number(row.weight ?? 0),
    energyRatio: Number(row.energy_ratio ?? 0),
  }
  /** Which lock, and how much LP it holds. */
  const lock = { lockId: BigInt(row.lock_id ?? 0), amount: BigInt(row.amount ?? 0) }
  switch (row.kind) {
    case 'poolAdded':
      return { kind: row.kind, ...origin, lpToken, rewardToken: row.reward_token ?? '', rewardPerSecond }
    case 'emissionChanged':
      return { kind: row.kind, ...origin, lpToken, rewardPerSecond }
    case 'lockOptionSet':
      return { kind: row.kind, ...origin, lpToken, ...terms }
    case 'poolShutDown':
      return { kind: row.kind, ...origin, lpToken }
    case 'deposited':
      return { kind: row.kind, ...origin, lpToken, account, ...lock, ...terms, unlockAt: Number(row.unlock_at ?? 0) }
    case 'lockMatured':
      return { kind: row.kind, ...origin, lpToken, account, ...lock }
    case 'withdrawn':
      return { kind: row.kind, ...origin, lpToken, account, amount: lock.amount }
  }
}
