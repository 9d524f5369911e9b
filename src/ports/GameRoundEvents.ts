import type { GameRound } from '../domain/bounty/GameRound'
import type { EventCursor } from './MiningEvents'

/** FomoGameRecords' rounds the indexer stored, for the bounty rules (the head and reorganisation checks: MiningEvents). */
export interface GameRoundEvents {
  /** Up to `limit` rounds after `cursor` (from the start without one) up to block `toBlock`, in chain order. */
  eventsAfter(chainId: number, cursor: EventCursor | undefined, toBlock: number, limit: number): Promise<GameRound[]>
}

export const GameRoundEvents = Symbol.for('GameRoundEvents')
