import type { ChainHeads, IndexedHead } from '../../ports/ChainHeads'
import type { SqlDatabase } from './SqlDatabase'

/** The indexer's checkpoints and stored blocks, read back (PostgreSQL or PGlite): each chain's indexed head. */
export class PgChainHeads implements ChainHeads {
  constructor(private readonly db: SqlDatabase) {}

  async head(chainId: number): Promise<IndexedHead | undefined> {
    const [row] = await this.db.query<{ number: string; hash: string; timestamp: string }>(
      `select c.block_number::text as number, c.block_hash as hash, b.timestamp::text as timestamp
       from chain_checkpoints c join chain_blocks b on b.chain_id = c.chain_id and b.number = c.block_number
       where c.chain_id = $1`,
      [chainId],
    )
    return row && { number: Number(row.number), hash: row.hash, timestamp: Number(row.timestamp) }
  }

  async isCanonical(chainId: number, number: number, hash: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from chain_blocks where chain_id = $1 and number = $2 and hash = $3', [
      chainId,
      number,
      hash,
    ])
    return rows.length > 0
  }
}
