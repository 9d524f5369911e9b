import type { StateStore } from './StateStore'

/** Recent transactions as stored (spec section 3): per chain id, per hash, the transaction record. */
export type StoredTransactions = Record<number, Record<string, Record<string, unknown>>>

/** Where recent transactions persist, so the terminal can show their status later. */
export type TransactionsStore = StateStore<StoredTransactions>

export const TransactionsStore = Symbol.for('TransactionsStore')
