import type { MiningEvent } from '../domain/mining/MiningEvent'
import type { SeasonEvent } from '../domain/season/SeasonEvent'

/** What a command reads of one chain's history straight from its node (no server): `fomo mining|season verify`. */
export interface ChainHistory {
  /** The newest block's number. */
  head(): Promise<number>
  /** A block's time, seconds since the epoch. */
  blockTime(number: number): Promise<number>
  /** Every event of the chain's LP-mining contract from its deployment up to `toBlock`, in chain order. */
  miningEvents(toBlock: number): Promise<MiningEvent[]>
  /** Every event of the chain's season contract and title claims up to `toBlock`, in chain order (`fomo season verify`). */
  seasonEvents(toBlock: number): Promise<SeasonEvent[]>
}
