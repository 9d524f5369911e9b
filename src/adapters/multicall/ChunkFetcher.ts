import type { Call } from '../../domain/multicall/Call'

/** One chunk's answer: the block it was read at and each call's return data (`null` where the call failed). */
export interface ChunkAnswer {
  blockNumber: number
  data: (string | null)[]
}

/**
 * Reads one chunk of calls in a single request; rejects with StaleBlockError when the node answered for a block
 * before `minBlockNumber`, and with any other error when the whole chunk failed.
 */
export type ChunkFetcher = (calls: readonly Call[], minBlockNumber: number) => Promise<ChunkAnswer>
