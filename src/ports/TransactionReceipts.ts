import type { TransactionReceipt } from '../domain/transactions/TransactionDetails'

/** Receipts of sent transactions, for the transactions service's checks (spec section 4). */
export interface TransactionReceipts {
  /** The receipt of `hash` on `chainId`, or `null` while it is not mined. */
  receiptOf(chainId: number, hash: string): Promise<TransactionReceipt | null>
}

export const TransactionReceipts = Symbol.for('TransactionReceipts')
