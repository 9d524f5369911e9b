/** What the market view needs per pair: its tokens, latest reserves and the 24 h swap sums (base units). */
export interface PairState {
  chainId: number
  address: string
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
  /** Sum of amount0In + amount0Out over the last 24 hours' swaps. */
  volume0: bigint
  /** Sum of amount1In + amount1Out over the last 24 hours' swaps. */
  volume1: bigint
}
