import type { MiningEvent } from '../domain/mining/MiningEvent'

/** Where an indexed chain stands: its last indexed block. */
export interface IndexedHead {
  number: number
  hash: string
  /** Seconds since the epoch. */
  timestamp: number
}

/** A place in a chain's event order. */
export interface EventCursor {
  blockNumber: number
  logIndex: number
}

/** The LP-mining events the indexer stored, for the ledger (one reader per chain's indexed data). */
export interface MiningEvents {
  /** The last block indexed on `chainId`, or undefined before the first range. */
  head(chainId: number): Promise<IndexedHead | undefined>
  /** Whether `hash` is still the stored block `number` (false once a reorganisation replaced or removed it). */
  isCanonical(chainId: number, number: number, hash: string): Promise<boolean>
  /** Up to `limit` events after `cursor` (from the start without one) up to block `toBlock`, in chain order. */
  eventsAfter(chainId: number, cursor: EventCursor | undefined, toBlock: number, limit: number): Promise<MiningEvent[]>
}

export const MiningEvents = Symbol.for('MiningEvents')
