import type { DirectorRow } from '../domain/leaderboard/rankDirectors'

/** Which leaderboard a snapshot is: 24:00 of `day` in `timeZone` (at `cutoff`, seconds), from the indexed chain at `block`. */
export interface DirectorSnapshotInfo {
  chainId: number
  day: string
  cutoff: number
  timeZone: string
  block: { number: number; hash: string }
  /** Accounts ranked (directors and candidates). */
  count: number
}

/** The last leaderboard snapshot of each chain: only the latest is kept (spec section 9: daily at 24:00). */
export interface DirectorSnapshots {
  latest(chainId: number): Promise<DirectorSnapshotInfo | undefined>
  /** Rows `offset` to `offset + limit` of the chain's latest snapshot, by rank. */
  rows(chainId: number, offset: number, limit: number): Promise<DirectorRow[]>
  /** Replaces the chain's snapshot with `info` and `rows` in one transaction, unless a later cut-off in the same zone is stored. */
  replace(info: Omit<DirectorSnapshotInfo, 'count'>, rows: readonly DirectorRow[]): Promise<void>
}

export const DirectorSnapshots = Symbol.for('DirectorSnapshots')
