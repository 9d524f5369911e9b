import type { ChainHeads } from '../../ports/ChainHeads'
import type { DirectorSnapshotInfo, DirectorSnapshots } from '../../ports/DirectorSnapshots'
import type { EventCursor, MiningEvents } from '../../ports/MiningEvents'
import { SharedRuns } from '../async/SharedRuns'
import { DaoVoucherBook } from './DaoVoucherBook'
import { directorsOfBook } from './directorsAt'
import { latestDayCutoff } from './latestDayCutoff'

const EVENT_PAGE = 5_000

export interface DirectorSnapshotServiceDeps {
  /** The heads a snapshot stands on (the final heads: it is served all day). */
  heads: Pick<ChainHeads, 'head'>
  events: MiningEvents
  snapshots: DirectorSnapshots
  /** The IANA zone whose 24:00 cuts each day (FOMO_LEADERBOARD_TZ). */
  timeZone: string
}

/**
 * Takes each chain's directors' snapshot (spec section 3): `directorsAt` at the latest 24:00 (in the configured zone)
 * the chain's final head has passed, computed from the mining events of the blocks before it and kept in the database
 * (only the last one), so it is served all day until the next cut-off. The snapshot is a pure function of those
 * events, so taking it again at the same cut-off stores the same rows. Concurrent refreshes of a chain share one. The
 * first snapshot is at the first cut-off after the mining contract's first event (its deployment's pools): a cut-off
 * before the programme existed on the chain ranks nothing, so there is no ranking until then.
 */
export class DirectorSnapshotService {
  private readonly refreshes = new SharedRuns<number, DirectorSnapshotInfo | undefined>()

  constructor(private readonly deps: DirectorSnapshotServiceDeps) {}

  /** The chain's snapshot at the latest cut-off its head has passed, taken and stored if it is not stored yet. */
  refresh(chainId: number): Promise<DirectorSnapshotInfo | undefined> {
    return this.refreshes.run(chainId, () => this.take(chainId))
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
