import type { PrizeDrawEvent } from '../domain/bounty/PrizeDrawEvent'
import type { EventCursor } from './MiningEvents'

/** FomoPrizePool's events the indexer stored: the pool's funds and each draw's commit, seal, reveal or void. */
export interface PrizeDrawEvents {
  /** Up to `limit` events after `cursor` (from the start without one) up to block `toBlock`, in chain order. */
  eventsAfter(
    chainId: number,
    cursor: EventCursor | undefined,
    toBlock: number,
    limit: number,
  ): Promise<PrizeDrawEvent[]>
}

export const PrizeDrawEvents = Symbol.for('PrizeDrawEvents')
