import type { BountyTerms } from './BountyTerms'
import { betWeight } from './betWeight'
import type { GameRound, GameType } from './GameRound'
import { mapEntry } from './mapEntry'
import type { ReferralTree } from './ReferralTree'
import { utcDay } from './utcDay'

/** day (`YYYY-MM-DD`) → inviter → game type → exact weight in wei·bps (see betWeight); only weights above 0. */
export type DailyWeights = Map<string, Map<string, Map<GameType, bigint>>>

/**
 * Each inviter's promotion weight per UTC day and game type (issue 15, daily promotion): the weight of its direct
 * friends' rounds of that day (betWeight: bets in the bet token × the game type's weight), each friend's rounds
 * counted from its binding on. Only direct friends weigh, as the referrer table shows them; a diffused friend's
 * rounds weigh for its own inviter. A round belongs to the UTC day of its block time (utcDay: midnight opens a day).
 * `days`, when given, keeps only those days.
 */
export function dailyWeights(
  tree: ReferralTree,
  rounds: readonly GameRound[],
  terms: Pick<BountyTerms, 'betToken' | 'weights'>,
  days?: ReadonlySet<string>,
): DailyWeights {
  const weights: DailyWeights = new Map()
  for (const round of rounds) {
    const binding = tree.bindingOf(round.player)
    if (!binding || round.time < binding.since) continue
    const weight = betWeight(round.bet, round.gameType, round.token, terms)
    if (weight === 0n) continue
    const day = utcDay(round.time)
    if (days && !days.has(day)) continue
    const types = mapEntry(
      mapEntry(weights, day, () => new Map()),
      binding.inviter,
      () => new Map<GameType, bigint>(),
    )
    types.set(round.gameType, (types.get(round.gameType) ?? 0n) + weight)
  }
  return weights
}
