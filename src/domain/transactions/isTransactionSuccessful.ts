import type { TransactionDetails } from './TransactionDetails'

/**
 * Whether a transaction succeeded (spec section 4): it has a receipt whose status is 1. `false` while pending.
 *
 * @example isTransactionSuccessful({ ...tx, receipt: { ...receipt, status: 1 } }) // true
 */
export function isTransactionSuccessful(tx: Pick<TransactionDetails, 'receipt'>): boolean {
  return tx.receipt?.status === 1
}
