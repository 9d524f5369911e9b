import type { TransactionDetails } from './TransactionDetails'
import { APPROVAL_PENDING_WINDOW_MS } from './transactionConstants'

/**
 * Whether a transaction is a still-pending approval of `tokenAddress` for `spender` (spec section 4): an approval for
 * that token and spender (addresses in any case), without a receipt, added less than 24 hours before `now`. Older
 * ones are assumed dropped, so the user may approve again.
 *
 * @example Object.values(txs[128] ?? {}).some((tx) => isPendingApproval(tx, usdt.address, router, clock.now()))
 */
export function isPendingApproval(tx: TransactionDetails, tokenAddress: string, spender: string, now: number): boolean {
  const { approval } = tx
  if (approval === undefined || tx.receipt !== undefined) return false
  if (now - tx.addedTime >= APPROVAL_PENDING_WINDOW_MS) return false
  return (
    approval.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
    approval.spender.toLowerCase() === spender.toLowerCase()
  )
}
