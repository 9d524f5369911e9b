import { DIRECTOR_SEATS, type DirectorRow } from '../../domain/leaderboard/rankDirectors'
import type { DirectorSnapshotInfo, DirectorSnapshots } from '../../ports/DirectorSnapshots'
import type { SqlDatabase } from './SqlDatabase'

interface SnapshotRow {
  day: string
  cutoff_time: string
  time_zone: string
  block_number: string
  block_hash: string
  count: string
}

/** The directors' leaderboard snapshots (migration 6): one per chain, its ranks beside it (PostgreSQL or PGlite). */
export class PgDirectorSnapshots implements DirectorSnapshots {
  constructor(private readonly db: SqlDatabase) {}

  async latest(chainId: number): Promise<DirectorSnapshotInfo | undefined> {
    const [row] = await this.db.query<SnapshotRow>(
      `select s.day, s.cutoff_time::text, s.time_zone, s.block_number::text, s.block_hash,
         (select count(*) from director_ranks r where r.chain_id = s.chain_id)::text as count
       from director_snapshots s where s.chain_id = $1`,
      [chainId],
    )
    if (!row) return undefined
    return {
      chainId,
      day: row.day,
      cutoff: Number(row.cutoff_time),
      timeZone: row.time_zone,
      block: { number: Number(row.block_number), hash: row.block_hash },
      count: Number(row.count),
    }
  }

  async rows(chainId: number, offset: number, limit: number): Promise<DirectorRow[]> {
    const rows = await this.db.query<{ rank: number; account: string; voucher: string }>(
      `select rank, account, voucher::text from director_ranks where chain_id = $1 order by rank limit $2 offset $3`,
      [chainId, limit, offset],
    )
    return rows.map((row) => ({
      rank: Number(row.rank),
      account: row.account,
      status: Number(row.rank) <= DIRECTOR_SEATS ? 'director' : 'candidate',
      voucher: BigInt(row.voucher),
    }))
  }

  async replace(info: Omit<DirectorSnapshotInfo, 'count'>, rows: readonly DirectorRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      // one writer at a time per chain; an older cut-off never replaces a newer one (a replica that lagged)
      const [stored] = await tx.query<{ cutoff_time: string; time_zone: string }>(
        'select cutoff_time::text, time_zone from director_snapshots where chain_id = $1 for update',
        [info.chainId],
      )
      // (a snapshot in another zone is replaced whatever its time: the configured zone changed)
      if (stored && stored.time_zone === info.timeZone && Number(stored.cutoff_time) > info.cutoff) return
      await tx.query('delete from director_snapshots where chain_id = $1', [info.chainId])
      await tx.query(
        `insert into director_snapshots (chain_id, day, cutoff_time, time_zone, block_number, block_hash)
         values ($1, $2, $3, $4, $5, $6)`,
        [info.chainId, info.day, info.cutoff, info.timeZone, info.block.number, info.block.hash],
      )
      if (rows.length === 0) return
      await tx.query(
        `insert into director_ranks (chain_id, rank, account, voucher)
         select $1, * from unnest($2::integer[], $3::text[], $4::numeric[])`,
        [
          info.chainId,
          rows.map((row) => row.rank),
          rows.map((row) => row.account),
          rows.map((row) => row.voucher.toString()),
        ],
      )
    })
  }
}
