/** The pair events the indexer stores; amounts are base units. */
export type PairEventKind = 'swap' | 'mint' | 'burn' | 'sync'

/**
 * One pair event as indexed, keyed by (chainId, txHash, logIndex). Swap fills the four in/out amounts,
 * Mint the `in` amounts, Burn the `out` amounts, Sync the reserves. Addresses are lowercase hex.
 */
export interface PairEvent {
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: number
  /** Seconds since the epoch, from the block header. */
  blockTime: number
  pair: string
  kind: PairEventKind
  sender?: string
  recipient?: string
  /** The transaction's sender (the trader for swaps). */
  trader?: string
  amount0In: bigint
  amount1In: bigint
  amount0Out: bigint
  amount1Out: bigint
  reserve0?: bigint
  reserve1?: bigint
}
