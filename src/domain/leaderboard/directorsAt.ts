import type { MiningEvent } from '../mining/MiningEvent'
import type { MiningLedger } from '../mining/MiningLedger'
import { DaoVoucherBook } from './DaoVoucherBook'
import { daoVouchers } from './daoVouchers'
import { type DirectorRow, rankDirectors } from './rankDirectors'

/**
 * The leaderboard at a cut-off instant `cutoff` (seconds; 24:00 of a day in the configured zone, see dayCutoff),
 * from `ledger` fed with exactly the chain's mining events of blocks before the cut-off: the ledger is brought to the
 * cut-off's last second (`cutoff - 1`), so a lock unlocking before the cut-off no longer counts and one unlocking at
 * it still does, whether or not a block fell in between. The ledger is read there, not changed.
 */
export function directorsOfLedger(ledger: MiningLedger, cutoff: number): DirectorRow[] {
  if (ledger.now >= cutoff) throw new RangeError(`ledger at ${ledger.now} is past the cut-off ${cutoff}`)
  return rankDirectors(daoVouchers(ledger.at(cutoff - 1)))
}

/**
 * The leaderboard at a cut-off instant `cutoff` from `book` fed with exactly the chain's mining events of blocks
 * before the cut-off: the same figures as `directorsOfLedger` of a ledger fed the same events, without the reward
 * accounting. The book is advanced to the cut-off's last second in place.
 */
export function directorsOfBook(book: DaoVoucherBook, cutoff: number): DirectorRow[] {
  if (book.now >= cutoff) throw new RangeError(`book at ${book.now} is past the cut-off ${cutoff}`)
  return rankDirectors(book.vouchersAt(cutoff - 1))
}

/**
 * The leaderboard at `cutoff` as a pure function of the chain's mining events (in chain order): the events of
 * blocks whose time is before the cut-off apply, the rest are ignored. What the server snapshots daily and what
 * anyone can recompute from the chain.
 *
 * @example directorsAt(events, dayCutoff('2024-05-31', 'UTC')) // the ranking as of 2024-06-01T00:00:00Z
 */
export function directorsAt(events: Iterable<MiningEvent>, cutoff: number): DirectorRow[] {
  const book = new DaoVoucherBook()
  for (const event of events) {
    if (event.time >= cutoff) break // chain order: no later event carries an earlier time
    book.apply(event)
  }
  return directorsOfBook(book, cutoff)
}
