/**
 * A token movement a mined transaction logged: an ERC-20 `Transfer`, or the wrapped native token's `Deposit` (the
 * coin wrapped, credited to `account`) and `Withdrawal` (unwrapped, debited from `account`). Addresses lowercase.
 */
export type TokenMovement =
  | {
      readonly kind: 'transfer'
      readonly token: string
      readonly from: string
      readonly to: string
      readonly amount: bigint
    }
  | {
      readonly kind: 'deposit' | 'withdrawal'
      readonly token: string
      readonly account: string
      readonly amount: bigint
    }

/**
 * A mined transaction as the chain tells it (its receipt, the transaction's value and its block's time): what a
 * records row is made of, never the rounded amounts of the stored summary. Addresses lowercase.
 */
export interface SettledTransaction {
  readonly hash: string
  readonly from: string
  /** The contract or account it called; null for a deployment. */
  readonly to: string | null
  /** The native coin sent with it, in wei. */
  readonly value: bigint
  readonly success: boolean
  readonly gasUsed: bigint
  /** What each unit of gas cost, in wei of the native coin. */
  readonly effectiveGasPrice: bigint
  readonly blockNumber: number
  /** Its block's time, seconds since the epoch. */
  readonly time: number
  /** The token movements of its logs, in log order. */
  readonly movements: readonly TokenMovement[]
}
