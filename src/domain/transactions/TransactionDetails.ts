import type { TransactionSummary } from './TransactionSummary'
/** A mined transaction's receipt, as the transactions service keeps it (spec section 3). */
export interface TransactionReceipt {
  readonly blockHash: string
  readonly blockNumber: number
  readonly contractAddress: string | null
  readonly from: string
  /** 1 for success, 0 for a revert (absent on pre-Byzantium chains). */
  readonly status?: number
  readonly to: string | null
  readonly transactionHash: string
  readonly transactionIndex: number
}

/** A sent transaction the app tracks until its receipt arrives (spec section 3); times are ms since the epoch. */
export interface TransactionDetails {
  readonly hash: string
  readonly from: string
  readonly chainId: number
  /** Set for an ERC-20 `approve`: which token it approves and for whom, so that the approval shows as PENDING. */
  readonly approval?: { readonly tokenAddress: string; readonly spender: string }
  readonly summary?: TransactionSummary | string
  readonly addedTime: number
  readonly lastCheckedBlockNumber?: number
  readonly confirmedTime?: number
  readonly receipt?: TransactionReceipt
}

/** All tracked transactions: per chain id, per transaction hash. */
export type TransactionsState = Readonly<Record<number, Readonly<Record<string, TransactionDetails>>>>
