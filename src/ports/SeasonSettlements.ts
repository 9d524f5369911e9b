import type { TitleTier } from '../domain/season/awardTitles'
import type { SeasonSettlement } from '../domain/season/seasonSettlement'
import type { IndexedHead } from './ChainHeads'

/** A season settled on a chain: its end, and the indexed block the settlement was computed at. */
export interface SettledSeason {
  season: number
  endTime: number
  blockNumber: number
  blockHash: string
}

/** The seasons' settlements: their credits in the reward ledger, the titles awarded, and a completion marker each. */
export interface SeasonSettlements {
  /** The seasons settled on `chainId`, in order. */
  settled(chainId: number): Promise<SettledSeason[]>
  /**
   * Records `settlement` computed at `at`: its credits, titles and funds, then the completion marker, all or nothing
   * (one transaction). Resolves false, writing nothing, when the season is already settled.
   */
  record(chainId: number, settlement: SeasonSettlement, at: IndexedHead): Promise<boolean>
  /** A settled season's record, credits and titles, or undefined before it is settled. */
  settlement(chainId: number, season: number): Promise<(SeasonSettlement & SettledSeason) | undefined>
  /** Every title `account` earned on `chainId` in settled seasons, oldest season first. */
  titlesOf(chainId: number, account: string): Promise<{ season: number; tier: TitleTier }[]>
}

export const SeasonSettlements = Symbol.for('SeasonSettlements')
