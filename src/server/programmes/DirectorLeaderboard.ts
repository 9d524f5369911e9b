import { ChainNotServedError } from '../../domain/errors/ChainNotServedError'
import { DaoVoucherBook } from '../../domain/leaderboard/DaoVoucherBook'
import { directorsOfBook } from '../../domain/leaderboard/directorsAt'
import { latestDayCutoff } from '../../domain/leaderboard/latestDayCutoff'
import { DIRECTOR_SEATS } from '../../domain/leaderboard/rankDirectors'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { DirectorSnapshotInfo, DirectorSnapshots } from '../../ports/DirectorSnapshots'
import type { EventCursor, MiningEvents } from '../../ports/MiningEvents'

const EVENT_PAGE = 5_000
/** Rows a page of `get-name-list` holds. */
export const NAME_LIST_PAGE_SIZE = 20
/** The share of swap profit the spec names for the directors (shown as text; nothing pays it yet). */
export const DIRECTORS_PROFIT_SHARE_BPS = 7_000

export interface DirectorLeaderboardDeps {
  /** The heads a snapshot stands on (the final heads: it is served all day). */
  heads: Pick<ChainHeads, 'head'>
  events: MiningEvents
  snapshots: DirectorSnapshots
  chains: readonly number[]
  /** The IANA zone whose 24:00 cuts each day (FOMO_LEADERBOARD_TZ). */
  timeZone: string
}

/**
 * The directors' leaderboard of each chain: a snapshot of `directorsAt` at the latest 24:00 (in the configured zone)
 * the indexed chain has passed, computed from the indexed mining events of the blocks before it and kept in the
 * database (only the last one), so it is served all day until the next cut-off. `refresh` takes a new snapshot once
 * the indexed head's time passes the next cut-off; the worker calls it, and so does a read, so no reader ever sees a
 * snapshot older than the indexed chain allows. Concurrent refreshes of a chain share one. The first snapshot is at
 * the first cut-off after the mining contract's first event (its deployment's pools): a cut-off before the programme
 * existed on the chain ranks nothing, so there is no ranking until then (`day` null: "No ranking yet").
 */
export class DirectorLeaderboard {
  private readonly refreshing = new Map<number, Promise<DirectorSnapshotInfo | undefined>>()

  constructor(private readonly deps: DirectorLeaderboardDeps) {}

  /** The chain's snapshot at the latest cut-off its indexed head has passed (taking it if it is not stored yet). */
  refresh(chainId: number): Promise<DirectorSnapshotInfo | undefined> {
    let pending = this.refreshing.get(chainId)
    if (!pending) {
      pending = this.take(chainId).finally(() => this.refreshing.delete(chainId))
      this.refreshing.set(chainId, pending)
    }
    return pending
  }

  /** `get-name-list`: a page of the latest snapshot, with its day, cut-off time and zone. */
  async nameList(chainId: number, page: number) {
    if (!this.deps.chains.includes(chainId)) throw new ChainNotServedError(chainId)
    const info = await this.refresh(chainId)
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

  private async take(chainId: number): Promise<DirectorSnapshotInfo | undefined> {
    const { heads, events, snapshots, timeZone } = this.deps
    const [head, stored] = await Promise.all([heads.head(chainId), snapshots.latest(chainId)])
    if (!head) return stored
    const cutoff = latestDayCutoff(head.timestamp, timeZone)
    // up to date, or ahead of a head that a reorganisation moved back: keep what is stored
    if (stored && stored.timeZone === timeZone && stored.cutoff >= cutoff.time) return stored
    const [first] = await events.eventsAfter(chainId, undefined, head.number, 1)
    if (!first || first.time >= cutoff.time) return stored // no cut-off reached since the programme began
    // the DAO vouchers alone (DaoVoucherBook equals MiningLedger's, without the reward accounting)
    const book = new DaoVoucherBook()
    let cursor: EventCursor | undefined
    for (let done = false; !done; ) {
      const page = await events.eventsAfter(chainId, cursor, head.number, EVENT_PAGE)
      for (const event of page) {
        if (event.time >= cutoff.time) {
          done = true // chain order: every later event is at or past the cut-off too
          break
        }
        book.apply(event)
      }
      const last = page.at(-1)
      if (last) cursor = { blockNumber: last.blockNumber, logIndex: last.logIndex }
      if (page.length < EVENT_PAGE) done = true
    }
    const rows = directorsOfBook(book, cutoff.time)
    const info = {
      chainId,
      day: cutoff.day,
      cutoff: cutoff.time,
      timeZone,
      block: { number: head.number, hash: head.hash },
    }
    await snapshots.replace(info, rows)
    return snapshots.latest(chainId)
  }
}
