import type { EventCursor } from '../../ports/MiningEvents'
import { eventsAfter } from './insertColumns'
import type { SqlDatabase } from './SqlDatabase'

/**
 * An event port over one indexed table: `eventsAfter` reads a page in chain order (see `eventsAfter`) and maps each
 * row to its event. The programmes' `Pg…Events` classes extend it with their table, select list and mapping.
 */
export class PgEventsAfter<Row, Event> {
  constructor(
    private readonly db: SqlDatabase,
    private readonly table: string,
    private readonly columns: string,
    private readonly fromRow: (row: Row) => Event,
  ) {}

  async eventsAfter(
    chainId: number,
    cursor: EventCursor | undefined,
    toBlock: number,
    limit: number,
  ): Promise<Event[]> {
    const rows = await eventsAfter<Row>(this.db, this.table, this.columns, { chainId, cursor, toBlock, limit })
    return rows.map((row) => this.fromRow(row))
  }
}
