import { ChainNotServedError } from '../../domain/errors/ChainNotServedError'
import type { DirectorSnapshotService } from '../../domain/leaderboard/DirectorSnapshotService'
import { DIRECTOR_SEATS } from '../../domain/leaderboard/rankDirectors'
import type { DirectorSnapshots } from '../../ports/DirectorSnapshots'

/** Rows a page of `get-name-list` holds. */
export const NAME_LIST_PAGE_SIZE = 20
/** The share of swap profit the spec names for the directors (shown as text; nothing pays it yet). */
export const DIRECTORS_PROFIT_SHARE_BPS = 7_000

export interface DirectorLeaderboardDeps {
  /** Takes the snapshot a read is owed (DirectorSnapshotService). */
  snapshotter: Pick<DirectorSnapshotService, 'refresh'>
  snapshots: Pick<DirectorSnapshots, 'rows'>
  chains: readonly number[]
  /** The IANA zone whose 24:00 cuts each day (FOMO_LEADERBOARD_TZ). */
  timeZone: string
}

/**
 * The directors' leaderboard of each chain (`get-name-list`): pages of the latest snapshot (DirectorSnapshotService).
 * The worker takes each snapshot once the final head passes the next cut-off, and a read asks for it first too, so
 * no reader ever sees a snapshot older than the chain allows; before the first cut-off of the programme there is no
 * ranking (`day` null: "No ranking yet").
 */
export class DirectorLeaderboard {
  constructor(private readonly deps: DirectorLeaderboardDeps) {}

  /** `get-name-list`: a page of the latest snapshot, with its day, cut-off time and zone. */
  async nameList(chainId: number, page: number) {
    if (!this.deps.chains.includes(chainId)) throw new ChainNotServedError(chainId)
    const info = await this.deps.snapshotter.refresh(chainId)
    const rows = info
      ? await this.deps.snapshots.rows(chainId, (page - 1) * NAME_LIST_PAGE_SIZE, NAME_LIST_PAGE_SIZE)
      : []
    return {
      timezone: info?.timeZone ?? this.deps.timeZone,
      day: info?.day ?? null,
      snapshot_time: info?.cutoff ?? null,
      block: info?.block.number ?? null,
      director_seats: DIRECTOR_SEATS,
      directors_profit_share_bps: DIRECTORS_PROFIT_SHARE_BPS,
      page,
      page_size: NAME_LIST_PAGE_SIZE,
      count: info?.count ?? 0,
      list: rows.map((row) => ({ rank: row.rank, address: row.account, status: row.status, voucher: row.voucher })),
    }
  }
}
