import type { BountyTerms } from './BountyTerms'
import { betWeight, weightInWei } from './betWeight'
import type { GameRound, GameType, GameTypeFilter } from './GameRound'
import type { ReferralTree } from './ReferralTree'

/** One row of the referrer table (spec §3 referrer item): a direct friend's rounds of one game type in one token. */
export interface ReferrerRow {
  /** The direct friend (lowercase). */
  address: string
  games: number
  gameType: GameType
  /** Wei of `token`. */
  bets: bigint
  token: string
  /** Wei: the bets × the game type's weight, 0 for a token other than the bet token (see betWeight). */
  weight: bigint
}

/**
 * The referrer table of `account` (spec §2, §3; issue 15): for each direct friend, each game type and each token
 * it bet in, the number of rounds, their bets and their weight, counting only rounds from the friend's binding on
 * (see ReferralTree). `filter` 0 keeps every game type, 2 or 5 only that one. A friend who has not played has no row:
 * the table shows game activity, the invitation details list every friend. Rows ascend by friend, game type, token.
 *
 * @example referrerTable(tree, roundsByPlayer(rounds), account, 0, terms) // [{ address, games: 3, gameType: 2, … }]
 */
export function referrerTable(
  tree: ReferralTree,
  rounds: ReadonlyMap<string, readonly GameRound[]>,
  account: string,
  filter: GameTypeFilter,
  terms: Pick<BountyTerms, 'betToken' | 'weights'>,
): ReferrerRow[] {
  const rows: ReferrerRow[] = []
  for (const member of tree.teamOf(account)) {
    if (member.level !== 1) continue
    const groups = new Map<string, ReferrerRow>()
    for (const round of rounds.get(member.address) ?? []) {
      if (round.time < member.since || (filter !== 0 && round.gameType !== filter)) continue
      const token = round.token.toLowerCase()
      const key = `${round.gameType}:${token}`
      const row = groups.get(key) ?? {
        address: member.address,
        games: 0,
        gameType: round.gameType,
        bets: 0n,
        token,
        weight: 0n,
      }
      row.games++
      row.bets += round.bet
      groups.set(key, row)
    }
    for (const row of groups.values()) row.weight = weightInWei(betWeight(row.bets, row.gameType, row.token, terms))
    rows.push(...[...groups.values()].sort((a, b) => a.gameType - b.gameType || (a.token < b.token ? -1 : 1)))
  }
  return rows
}
