import type { GameRound } from './GameRound'
import type { TeamMember } from './ReferralTree'

/**
 * The members of a team that count toward the bounty area's head counts (game node, invite tasks), each with the time
 * it started to count: the time of its first round from the time it joined the team on (ReferralTree). A binding is
 * only a signature and costs nothing, so an address counts once it has played a game recorded on chain; one that
 * never played is not a friend the programme pays for. Earliest first; a count only ever grows.
 */
export function countedFriends(
  members: readonly TeamMember[],
  rounds: ReadonlyMap<string, readonly GameRound[]>,
): { member: TeamMember; countsFrom: number }[] {
  const counted: { member: TeamMember; countsFrom: number }[] = []
  for (const member of members) {
    const first = (rounds.get(member.address) ?? []).find((round) => round.time >= member.since)
    if (first) counted.push({ member, countsFrom: first.time })
  }
  return counted.sort((a, b) => a.countsFrom - b.countsFrom || (a.member.address < b.member.address ? -1 : 1))
}
