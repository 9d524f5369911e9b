import type { RewardCredit } from '../rewards/RewardCredit'
import { awardTitles, type TitleTier } from './awardTitles'
import type { Season } from './EnergyLedger'
import { extendRewards } from './extendRewards'
import { settleSeason } from './settleSeason'
import type { TitleCounts } from './titlesHeldAt'

/** The programme name of the season credits in the reward ledger. */
export const SEASON_PROGRAMME = 'season'

/** A settled season: the credits it writes to the reward ledger, the titles it awards, and its funds' accounts. */
export interface SeasonSettlement {
  season: number
  endTime: number
  /** Every credit, ordered by key, token and account; amounts above 0. */
  credits: RewardCredit[]
  /** account → the tiers it earned this season (awardTitles), ascending address order. */
  titles: Map<string, TitleTier[]>
  /** token → the season's fund, and what the credits pay of it (never more). */
  funds: Map<string, { fund: bigint; paid: bigint }>
}

/** The reward-ledger key of a season's energy split. */
export const fundKey = (season: number) => `season:${season}:fund`
/** The reward-ledger key of a season's extend reward for titles of `tier`. */
export const extendKey = (season: number, tier: TitleTier) => `season:${season}:extend:${tier}`

/**
 * Settles season `season` at its end (issue 14): the extend reward first — `extendRewardBps` of each fund token shared
 * by the earlier titles `held` at the end (extendRewards: half per tier, equal per title; a tier without holders takes
 * nothing) — then the rest of each fund split by energy among the accounts at or over `nft1Ask` (settleSeason: pro
 * rata, every share rounded down, the dust paid to nobody, so no tie-break is needed and the order of the energies
 * changes nothing), and the titles each account earned (awardTitles). Credits are keyed 'season:<n>:fund' and
 * 'season:<n>:extend:<tier>', one per account and token; they never sum above the fund. A pure function of the season
 * (as opened and funded on chain), the energies at its end and the titles held, so `fomo season verify` recomputes it.
 *
 * @example seasonSettlement(ledger.season(1)!, ledger.energies(1), titlesHeldAt(claims, 1, end)).credits
 */
export function seasonSettlement(
  season: Readonly<Season>,
  energies: ReadonlyMap<string, bigint>,
  held: ReadonlyMap<string, TitleCounts>,
): SeasonSettlement {
  const extend = extendRewards(season.funds, season.extendRewardBps, held)
  const rest = new Map([...season.funds].map(([token, fund]) => [token, fund - (extend.reserved.get(token) ?? 0n)]))
  const split = settleSeason(energies, rest, season.nft1Ask)
  const credits: RewardCredit[] = []
  const add = (key: string, payouts: Map<string, Map<string, bigint>>) => {
    for (const [token, shares] of [...payouts].sort(([a], [b]) => (a < b ? -1 : 1)))
      for (const [account, amount] of [...shares].sort(([a], [b]) => (a < b ? -1 : 1)))
        credits.push({ programme: SEASON_PROGRAMME, key, account, token, amount })
  }
  add(extendKey(season.number, 1), extend.payouts.get(1)!)
  add(extendKey(season.number, 2), extend.payouts.get(2)!)
  add(fundKey(season.number), split.payouts)
  credits.sort((a, b) => compare(a.key, b.key) || compare(a.token, b.token) || compare(a.account, b.account))
  const funds = new Map<string, { fund: bigint; paid: bigint }>()
  for (const [token, fund] of [...season.funds].sort(([a], [b]) => compare(a, b))) funds.set(token, { fund, paid: 0n })
  for (const credit of credits) funds.get(credit.token)!.paid += credit.amount
  return {
    season: season.number,
    endTime: season.endTime,
    credits,
    titles: awardTitles(energies, season.nft1Ask, season.nft2Ask),
    funds,
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
