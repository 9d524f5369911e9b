import type { SeasonEvent } from '../domain/season/SeasonEvent'
import type { EventCursor } from './MiningEvents'

/** FomoSeasons' events the indexer stored, for the energy ledger (the head and reorganisation checks: MiningEvents). */
export interface SeasonEvents {
  /** Up to `limit` events after `cursor` (from the start without one) up to block `toBlock`, in chain order. */
  eventsAfter(chainId: number, cursor: EventCursor | undefined, toBlock: number, limit: number): Promise<SeasonEvent[]>
}

export const SeasonEvents = Symbol.for('SeasonEvents')
