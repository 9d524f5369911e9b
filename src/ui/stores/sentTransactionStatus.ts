import type { TransactionStatus, TransactionsViewStore } from './TransactionsViewStore'

/** The status of the transaction `hash` sent on `chainId`; `undefined` without a hash or when it is not tracked. */
export function sentTransactionStatus(
  transactions: TransactionsViewStore,
  chainId: number,
  hash: string | undefined,
): TransactionStatus | undefined {
  const tx = hash ? transactions.forChain(chainId).find((entry) => entry.hash === hash) : undefined
  return tx ? transactions.statusOf(tx) : undefined
}
