import type { SignedBinding } from '../domain/invite/SignedBinding'
import type { RewardCredit } from '../domain/rewards/RewardCredit'
import type { TitleTier } from '../domain/season/awardTitles'

/**
 * A settled season as the server recorded it (`get-season-settlement`), with the bindings its energies counted, each
 * with what its invitee signed.
 */
export interface SettlementView {
  season: number
  endTime: number
  /** The indexed block the settlement was computed at. */
  block: number
  credits: RewardCredit[]
  titles: Map<string, TitleTier[]>
  funds: { token: string; fund: bigint; paid: bigint }[]
  bindings: SignedBinding[]
}

/** The FomoSwap API's settled seasons: `fomo season verify`. */
export interface SeasonClaimsApi {
  /** `get-season-settlement`: season `season` as settled, or undefined while it is not. */
  settlement(chainId: number, season: number): Promise<SettlementView | undefined>
}
