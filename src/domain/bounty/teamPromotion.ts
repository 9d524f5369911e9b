import type { Ratio } from '../math/Ratio'
import type { GameRound } from './GameRound'
import type { ReferralTree } from './ReferralTree'
import { utcDay } from './utcDay'

/** One row of team promotion (spec §3 team promotion item): the team's bets of one UTC day in one token. */
export interface TeamPromotionRow {
  /** `YYYY-MM-DD`, UTC. */
  day: string
  token: string
  /** Wei of `token`. */
  bets: bigint
  /** The bets in USDT base units at `prices`, rounded down; undefined when the token has no price. */
  equalU: bigint | undefined
}

/**
 * Team promotion of `account` (spec §2, §3; issue 15): per UTC day and token, what its team (direct and diffused
 * friends, each counted from the time it joined the team: see ReferralTree) bet. `month` (1–12) of `year` keeps only
 * that month's days. The USDT value is for display only (ARCHITECTURE.md: prices never change a payout): `prices` are
 * USDT base units per token base unit (usdtPrices), read when the table is shown. Newest day first, then by token.
 *
 * @example teamPromotion(tree, roundsByPlayer(rounds), account, prices, { year: 2026, month: 11 })
 */
export function teamPromotion(
  tree: ReferralTree,
  rounds: ReadonlyMap<string, readonly GameRound[]>,
  account: string,
  prices: ReadonlyMap<string, Ratio>,
  month?: { year: number; month: number },
): TeamPromotionRow[] {
  const prefix = month && `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-`
  const rows = new Map<string, TeamPromotionRow>()
  for (const member of tree.teamOf(account))
    for (const round of rounds.get(member.address) ?? []) {
      if (round.time < member.since) continue
      const day = utcDay(round.time)
      if (prefix && !day.startsWith(prefix)) continue
      const token = round.token.toLowerCase()
      const key = `${day}:${token}`
      const row = rows.get(key) ?? { day, token, bets: 0n, equalU: undefined }
      row.bets += round.bet
      rows.set(key, row)
    }
  for (const row of rows.values()) {
    const price = prices.get(row.token)
    row.equalU = price === undefined ? undefined : (row.bets * price.numerator) / price.denominator
  }
  return [...rows.values()].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.token < b.token ? -1 : 1))
}
