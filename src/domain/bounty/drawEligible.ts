import type { GameRound } from './GameRound'

/**
 * The accounts eligible for a prize draw (issue 15): every player with at least one recorded round in [`opensAt`,
 * `closesAt`) (seconds; a draw's window opens at the previous draw's close), one ticket each however much it played,
 * so the draw cannot be bought by betting more; lowercase, ascending. The operator commits before `closesAt`, when
 * the list is not final, and cannot change it after: it is a function of the chain.
 */
export function drawEligible(rounds: readonly GameRound[], opensAt: number, closesAt: number): string[] {
  const players = new Set<string>()
  for (const round of rounds)
    if (round.time >= opensAt && round.time < closesAt) players.add(round.player.toLowerCase())
  return [...players].sort()
}
