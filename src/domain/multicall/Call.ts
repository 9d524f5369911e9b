/** A contract read: the target's address and the ABI-encoded call data (spec section 3). */
export interface Call {
  address: string
  callData: string
}

/**
 * What is known about one call: `data` is the return data, `null` when the read failed (a failed chunk or a reverted
 * call), `undefined` before the first answer; `blockNumber` is the block it was read at; `fetchingBlockNumber` is set
 * while a read for that block is under way.
 */
export interface CallResult {
  data?: string | null
  blockNumber?: number
  fetchingBlockNumber?: number
}

/** A call's answer from a read: the return data (`null` when it failed) and the block it was read at. */
export interface CallAnswer {
  data: string | null
  blockNumber: number
}
