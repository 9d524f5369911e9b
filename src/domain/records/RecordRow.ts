/**
 * An amount of a records row: base units and the token's decimals (written as their exact decimal), or, for a
 * transaction recorded by its summary, the decimal text the summary carries.
 */
export type RecordAmount =
  | { readonly symbol: string; readonly raw: bigint; readonly decimals: number }
  | { readonly symbol: string; readonly text: string }

/**
 * One on-chain event of a records list (issue 30 item 10), the same in the app's download and `--csv`: what the
 * account paid in and got out, the fee and where the other side of a cross-chain transfer is.
 */
export interface RecordRow {
  /** The event's block time, seconds since the epoch (the time it was sent while it is pending). */
  readonly time: number
  readonly chainId: number
  readonly txHash: string
  /** What happened: swap, addLiquidity, bridge, convert, invest, … */
  readonly action: string
  /** success, failed, pending, or a bridge transfer's status (collected, relaying, delivered, …). */
  readonly status: string
  /** Who sent it (lowercase hex). */
  readonly account: string
  readonly in?: RecordAmount
  readonly out?: RecordAmount
  readonly fee?: RecordAmount
  /** The chain a bridge transfer goes to, and its payout there. */
  readonly counterpartChainId?: number
  readonly counterpartTxHash?: string
}
