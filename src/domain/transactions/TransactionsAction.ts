import type { TransactionReceipt } from './TransactionDetails'
import type { TransactionSummary } from './TransactionSummary'

/** What can happen to the tracked transactions (spec section 4); `now` is ms since the epoch. */
export type TransactionsAction =
  | {
      readonly type: 'add'
      readonly chainId: number
      readonly hash: string
      readonly from: string
      readonly approval?: { readonly tokenAddress: string; readonly spender: string }
      readonly summary?: TransactionSummary | string
      readonly now: number
    }
  | { readonly type: 'checked'; readonly chainId: number; readonly hash: string; readonly blockNumber: number }
  | {
      readonly type: 'finalize'
      readonly chainId: number
      readonly hash: string
      readonly receipt: TransactionReceipt
      readonly now: number
    }
  | { readonly type: 'clearAll'; readonly chainId: number }
