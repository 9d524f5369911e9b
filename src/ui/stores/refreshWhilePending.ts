import { reaction } from 'mobx'
import type { ProgrammeSession } from './ProgrammeSession'

/**
 * Reads a screen's figures again at each new block of the shown chain while `pending()` holds (something on it is not
 * final yet), so a pending figure turns receivable without a reload; returns the stop function. Each read waits until
 * the server has indexed that block (the node announces a block before the server's indexer has it: a read at once
 * would answer as of the block before, and on a quiet chain no later block would read again); a newer block replaces
 * the wait for an older one.
 */
export function refreshWhilePending(
  session: Pick<ProgrammeSession, 'blockNumber' | 'afterBlockIndexed'>,
  pending: () => boolean,
  refresh: () => Promise<void> | void,
): () => void {
  let cancelWait = () => {}
  const stopReaction = reaction(
    () => (pending() ? session.blockNumber : undefined),
    (block) => {
      cancelWait()
      cancelWait = block === undefined ? () => {} : session.afterBlockIndexed(block, refresh)
    },
  )
  return () => {
    stopReaction()
    cancelWait()
  }
}
