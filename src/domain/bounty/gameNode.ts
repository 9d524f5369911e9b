import type { BountyTerms } from './BountyTerms'
import { countedFriends } from './countedFriends'
import type { GameRound } from './GameRound'
import type { ReferralTree } from './ReferralTree'

/** The node game task state (spec §3): the three figures, how many of their thresholds are met, and of how many. */
export interface GameNodeState {
  /** Counted team members (direct and diffused friends who played: countedFriends). */
  nodeTeam: number
  /** Counted direct friends. */
  nodeDirectPeople: number
  /** Wei of the bet token the direct friends bet from their binding on. */
  nodeDirectBet: bigint
  /** How many of the three thresholds are met. */
  finish: number
  /** The number of thresholds: 3. */
  total: number
  /** Every threshold met: the account is a game node. */
  reached: boolean
}

/**
 * The game node of `account` (issue 15): a node is reached when its counted team, its counted direct friends and its
 * direct friends' bets in the bet token are each at least the terms' `nodeTeam`, `nodeDirectPeople` and
 * `nodeDirectBet`. Rounds count from each friend's binding on, as everywhere in the bounty area; the figures only
 * grow, so a node once reached stays one.
 */
export function gameNode(
  tree: ReferralTree,
  rounds: ReadonlyMap<string, readonly GameRound[]>,
  account: string,
  terms: Pick<BountyTerms, 'nodeTeam' | 'nodeDirectPeople' | 'nodeDirectBet' | 'betToken'>,
): GameNodeState {
  const team = countedFriends(tree.teamOf(account), rounds)
  const direct = team.filter(({ member }) => member.level === 1)
  let nodeDirectBet = 0n
  for (const { member } of direct)
    for (const round of rounds.get(member.address) ?? [])
      if (round.time >= member.since && round.token.toLowerCase() === terms.betToken) nodeDirectBet += round.bet
  const met = [
    team.length >= terms.nodeTeam,
    direct.length >= terms.nodeDirectPeople,
    nodeDirectBet >= terms.nodeDirectBet,
  ]
  const finish = met.filter(Boolean).length
  return {
    nodeTeam: team.length,
    nodeDirectPeople: direct.length,
    nodeDirectBet,
    finish,
    total: met.length,
    reached: finish === met.length,
  }
}
