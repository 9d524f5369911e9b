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

/** How a submitted transaction ended: mined and successful, or reverted (or dropped). */
export type TransactionOutcome = 'confirmed' | 'failed'

/**
 * Sends from the account that signs and records the transaction among the recent ones (spec section 3). The app
 * resolves once the wallet handed the hash over and follows the receipt on new blocks; the terminal waits for the
 * receipt and fails when the transaction reverted. `settled` is the same for both: it resolves with the outcome once
 * the transaction is mined, so that a service can act on an on-chain failure whichever driver sent it.
 */
export interface TransactionSubmitter {
  submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted>
  /** Resolves once `hash` (submitted here) is mined: 'confirmed', or 'failed' when it reverted. */
  settled(chainId: number, hash: string): Promise<TransactionOutcome>
}

export const TransactionSubmitter = Symbol.for('TransactionSubmitter')
