/** The time of each chain's latest block: what a transaction's deadline is counted from (the chain's clock). */
export interface LatestBlockTime {
  /** Unix seconds of `chainId`'s latest block. */
  of(chainId: number): Promise<number>
}

export const LatestBlockTime = Symbol.for('LatestBlockTime')
