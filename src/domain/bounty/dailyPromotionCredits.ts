import type { RewardCredit } from '../rewards/RewardCredit'
import { BOUNTY_PROGRAMME, type BountyTerms } from './BountyTerms'
import { dailyWeights } from './dailyWeights'
import type { GameRound, GameType } from './GameRound'
import type { ReferralTree } from './ReferralTree'
import { DAY_SECONDS } from './utcDay'

/** The reward-ledger key of the daily promotion pool of `day` earned by the weight of `gameType`. */
export const dailyKey = (day: string, gameType: GameType) => `bounty:daily:${day}:${gameType}`

/**
 * The daily promotion rewards (issue 15) as reward-ledger credits, for every UTC day that has ended by `now` (the
 * indexed head's block time): each day's pool (`terms.dailyPool`) is shared among the inviters by their weight that
 * day (dailyWeights), pro rata and rounded down per inviter and game type, floor(pool × weight / the day's total
 * weight), so a day never pays more than its pool; the dust, and the whole pool of a day nobody weighs in, is paid to
 * nobody. Credits are keyed per day and game type ('bounty:daily:2026-11-24:5'), so the direct game reward totals are
 * sums of them.
 *
 * A day is credited only once it is over and never changes after: the head passing its 24:00 means every round of
 * that day is indexed. So a claim straddling midnight counts each day once: asked before midnight it holds the days
 * before; asked after, the same credits plus the day just ended, under keys the ledger writes once. The terms are
 * those of the deployment record; changing them would change days not yet credited only.
 *
 * @example dailyPromotionCredits(tree, rounds, terms, head.time) // [{ programme: 'bounty', key: 'bounty:daily:…', … }]
 */
export function dailyPromotionCredits(
  tree: ReferralTree,
  rounds: readonly GameRound[],
  terms: Pick<BountyTerms, 'betToken' | 'weights' | 'dailyPool'>,
  now: number,
): RewardCredit[] {
  const { token, amount: pool } = terms.dailyPool
  if (pool === 0n) return []
  const ended = rounds.filter((round) => Math.floor(round.time / DAY_SECONDS + 1) * DAY_SECONDS <= now)
  const credits: RewardCredit[] = []
  for (const [day, inviters] of dailyWeights(tree, ended, terms)) {
    let total = 0n
    for (const types of inviters.values()) for (const weight of types.values()) total += weight
    for (const [account, types] of inviters)
      for (const [gameType, weight] of types) {
        const amount = (pool * weight) / total
        if (amount > 0n)
          credits.push({ programme: BOUNTY_PROGRAMME, key: dailyKey(day, gameType), account, token, amount })
      }
  }
  return credits.sort((a, b) => compare(a.key, b.key) || compare(a.account, b.account))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
