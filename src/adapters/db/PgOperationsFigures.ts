import type { SqlExecutor } from './SqlDatabase'

/** The relays of one direction in one state: how many, and their attempts added up. */
export interface RelayQueueRow {
  sourceChainId: number
  targetChainId: number
  state: 'intent' | 'sent' | 'delivered' | 'failed'
  count: number
  attempts: number
}

/** What an operator watches that lives in the database: the relay queue and the bridge quota reserved today. */
export class PgOperationsFigures {
  constructor(private readonly db: SqlExecutor) {}

  /** The bridge relays by direction and state, with their attempts. */
  async relayQueue(): Promise<RelayQueueRow[]> {
    const rows = await this.db.query<{ s: number; t: number; state: RelayQueueRow['state']; n: string; a: string }>(
      `select source_chain_id as s, target_chain_id as t, state, count(*) as n, coalesce(sum(attempts), 0) as a
       from bridge_relays group by source_chain_id, target_chain_id, state`,
    )
    return rows.map((row) => ({
      sourceChainId: Number(row.s),
      targetChainId: Number(row.t),
      state: row.state,
      count: Number(row.n),
      attempts: Number(row.a),
    }))
  }

  /** The bridge quota (AURA wei) the reservations of UTC day `day` (YYYY-MM-DD) hold, per source chain. */
  async quotaReserved(day: string): Promise<{ sourceChainId: number; amount: bigint }[]> {
    const rows = await this.db.query<{ s: number; amount: string }>(
      `select source_chain_id as s, coalesce(sum(quota_amount), 0)::text as amount from bridge_reservations
       where quota_day = $1 and returned_at is null group by source_chain_id`,
      [day],
    )
    return rows.map((row) => ({ sourceChainId: Number(row.s), amount: BigInt(row.amount) }))
  }
}
