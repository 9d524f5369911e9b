import type { GameRound } from '../domain/bounty/GameRound'
import type { PrizeDrawEvent } from '../domain/bounty/PrizeDrawEvent'
import type { MiningEvent } from '../domain/mining/MiningEvent'
import type { SeasonEvent } from '../domain/season/SeasonEvent'

/** What a command reads of one chain's history straight from its node (no server): `fomo mining|season verify`, `fomo bounty draws`. */
export interface ChainHistory {
  /** The newest block's number. */
  head(): Promise<number>
  /** A block's time, seconds since the epoch. */
  blockTime(number: number): Promise<number>
  /** A block's hash (a prize draw's seed mixes the sealed block's); undefined for a block the node does not have. */
  blockHash(number: number): Promise<string | undefined>
  /** Every event of the chain's LP-mining contract from its deployment up to `toBlock`, in chain order. */
  miningEvents(toBlock: number): Promise<MiningEvent[]>
  /** Every event of the chain's season contract and title claims up to `toBlock`, in chain order (`fomo season verify`). */
  seasonEvents(toBlock: number): Promise<SeasonEvent[]>
  /** The game rounds and prize-pool events up to `toBlock`, in chain order (`fomo bounty draws`). */
  bountyEvents(toBlock: number): Promise<{ rounds: GameRound[]; draws: PrizeDrawEvent[] }>
}
