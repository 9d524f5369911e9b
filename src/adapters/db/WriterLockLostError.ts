import { FomoError } from '../../domain/errors/FomoError'

/**
 * A write of the indexer's was refused: another replica took the writer lock since this one took it (its session
 * ended, e.g. dropped or terminated). Nothing was written; the replica goes back to standby and polls for the lock.
 */
export class WriterLockLostError extends FomoError {
  override readonly name = 'WriterLockLostError'

  constructor(term: bigint, current: bigint | undefined) {
    super(
      `This server is no longer the indexer's writer: it wrote in term ${term}, the database is at term ${current ?? 'none'} (another replica took the writer lock). Nothing was written; it waits in standby to take the lock again.`,
      { details: { term: String(term), current: current === undefined ? null : String(current) } },
    )
  }
}
