/** A row of the directors' leaderboard: `voucher` is the DAO voucher in weighted LP wei. */
export interface NameListRow {
  rank: number
  address: string
  status: 'director' | 'candidate'
  voucher: bigint
}

/** `get-name-list`: a page of the latest daily snapshot, cut at 24:00 of `day` in `timeZone` (`snapshotTime`, s). */
export interface NameListView {
  timeZone: string
  /** Absent until the indexed chain has passed its first 24:00. */
  day: string | null
  snapshotTime: number | null
  directorSeats: number
  /** The share of swap profit the spec names for the directors, in basis points (shown, not enforced). */
  directorsProfitShareBps: number
  page: number
  pageSize: number
  count: number
  list: NameListRow[]
}

/** The leaderboard endpoint of `/api/*`, typed. */
export interface LeaderboardApi {
  nameList(chainId: number, page: number): Promise<NameListView>
}

export const LeaderboardApi = Symbol.for('LeaderboardApi')
