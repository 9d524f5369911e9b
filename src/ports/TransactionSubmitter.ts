import type { TransactionSummary } from '../domain/transactions/TransactionSummary'
import type { TransactionRequest } from './Wallet'

/** How a transaction is recorded among the recent ones: its summary, and for an `approve` its token and spender. */
export interface TrackedAs {
  readonly summary: TransactionSummary
  readonly approval?: { readonly tokenAddress: string; readonly spender: string }
}

/** A submitted transaction; `blockNumber` is set where the driver waits for it to be mined (the terminal). */
export interface Submitted {
  readonly hash: string
  readonly blockNumber?: number
}

/**
 * Sends from the account that signs and records the transaction among the recent ones (spec section 3). The app
 * resolves once the wallet handed the hash over and follows the receipt on new blocks; the terminal waits for the
 * receipt and fails when the transaction reverted.
 */
export interface TransactionSubmitter {
  submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted>
}

export const TransactionSubmitter = Symbol.for('TransactionSubmitter')
