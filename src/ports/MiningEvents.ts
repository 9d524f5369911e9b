import type { MiningEvent } from '../domain/mining/MiningEvent'

/** A place in a chain's event order. */
export interface EventCursor {
  blockNumber: number
  logIndex: number
}

/** The LP-mining events the indexer stored, for the ledger (one reader per chain's indexed data; heads: ChainHeads). */
export interface MiningEvents {
  /** Up to `limit` events after `cursor` (from the start without one) up to block `toBlock`, in chain order. */
  eventsAfter(chainId: number, cursor: EventCursor | undefined, toBlock: number, limit: number): Promise<MiningEvent[]>
}

export const MiningEvents = Symbol.for('MiningEvents')
