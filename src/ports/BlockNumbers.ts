/** The latest block number of each chain, followed as new blocks arrive; it only ever moves forward (spec section 4). */
export interface BlockNumbers {
  /** The latest block number seen on `chainId`, `undefined` before the first one. */
  current(chainId: number): number | undefined
  /** Calls `listener` with each newer block number of `chainId` (debounced); returns the unsubscribe function. */
  subscribe(chainId: number, listener: (blockNumber: number) => void): () => void
}

export const BlockNumbers = Symbol.for('BlockNumbers')
