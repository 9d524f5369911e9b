import type { IndexedHead } from './ChainHeads'

/**
 * Where each indexed chain is final: what the server signs or pays counts only events in blocks at least the chain's
 * finality depth below its indexed head; what is shallower is pending.
 */
export interface FinalHeads {
  /** The finality depth of `chainId`: blocks indexed on top of an event's block before it counts (0 when unset). */
  depth(chainId: number): number
  /**
   * The newest indexed block at least `depth(chainId)` below the indexed head (a stored block: its hash and time are
   * known), or undefined while there is none.
   */
  finalHead(chainId: number): Promise<IndexedHead | undefined>
}

export const FinalHeads = Symbol.for('FinalHeads')
