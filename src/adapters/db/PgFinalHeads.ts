import type { IndexedHead } from '../../ports/ChainHeads'
import type { FinalHeads } from '../../ports/FinalHeads'
import type { SqlDatabase } from './SqlDatabase'

/**
 * The final heads over the indexer's checkpoints and stored blocks (PostgreSQL or PGlite): the newest stored block at
 * least the chain's depth below its checkpoint. The indexer stores each range's last block, so while it follows the
 * head the final head is exactly `checkpoint - depth`; during a catch-up it is the newest stored block below that.
 */
export class PgFinalHeads implements FinalHeads {
  constructor(
    private readonly db: SqlDatabase,
    private readonly depths: Readonly<Record<number, number>>,
  ) {}

  depth(chainId: number): number {
    return this.depths[chainId] ?? 0
  }

  async finalHead(chainId: number): Promise<IndexedHead | undefined> {
    const [row] = await this.db.query<{ number: string; hash: string; timestamp: string }>(
      `select b.number::text as number, b.hash, b.timestamp::text as timestamp
       from chain_checkpoints c join chain_blocks b on b.chain_id = c.chain_id and b.number <= c.block_number - $2
       where c.chain_id = $1 order by b.number desc limit 1`,
      [chainId, this.depth(chainId)],
    )
    return row && { number: Number(row.number), hash: row.hash, timestamp: Number(row.timestamp) }
  }
}
