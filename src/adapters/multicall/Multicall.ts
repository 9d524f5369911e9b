import type { Call, CallAnswer, CallResult } from '../../domain/multicall/Call'

/** Options of a watch: refresh the calls every `blocksPerFetch` blocks (default 1, every block). */
export interface WatchOptions {
  blocksPerFetch?: number
}

/**
 * Contract reads batched per block: every call read or watched on a chain within the same moment goes into one
 * multicall per block (chunks of at most 500), so a screen's reads cost one `eth_call` per block. An adapter-level
 * interface: the read ports' adapters are built on it and the composition roots wire it; the domain never sees it.
 */
export interface Multicall {
  /** Reads `calls` at the latest block of `chainId`; a failed read answers `null` data. Same order as `calls`. */
  read(chainId: number, calls: readonly Call[]): Promise<CallAnswer[]>
  /**
   * Keeps `calls` fresh on each new block (or every `blocksPerFetch` blocks) and calls `onResults` with all of their
   * results, in the order of `calls`, whenever one changes; returns the unwatch function.
   */
  watch(
    chainId: number,
    calls: readonly Call[],
    onResults: (results: CallResult[]) => void,
    options?: WatchOptions,
  ): () => void
  /**
   * Resolves once every watched call of `chainId` holds a result from `blockNumber` or later (at once when nothing is
   * watched there): what the screens show is then at least that fresh.
   */
  whenFresh(chainId: number, blockNumber: number): Promise<void>
}
