import type { TransactionDetails } from './TransactionDetails'
import { MEDIUM_CHECK_AFTER_MS, SLOW_CHECK_AFTER_MS } from './transactionConstants'

/**
 * Whether to look for a transaction's receipt at the latest block (spec section 4): never once it has one; always if
 * it was never checked; otherwise only on a newer block than the last check, and then, if it was added over 60
 * minutes ago, only after more than 9 blocks, over 5 minutes ago more than 2 blocks, else at every new block.
 *
 * @example shouldCheckReceipt(tx, latestBlock, clock.now())
 */
export function shouldCheckReceipt(
  tx: Pick<TransactionDetails, 'addedTime' | 'lastCheckedBlockNumber' | 'receipt'>,
  latestBlockNumber: number,
  now: number,
): boolean {
  if (tx.receipt !== undefined) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = latestBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const pendingMs = now - tx.addedTime
  if (pendingMs > SLOW_CHECK_AFTER_MS) return blocksSinceCheck > 9
  if (pendingMs > MEDIUM_CHECK_AFTER_MS) return blocksSinceCheck > 2
  return true
}
