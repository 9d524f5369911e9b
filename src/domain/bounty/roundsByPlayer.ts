import type { GameRound } from './GameRound'

/**
 * `rounds` grouped by player (lowercase), each player's in chain order (time, block, log index): the index the
 * bounty rules read a team's rounds from.
 */
export function roundsByPlayer(rounds: readonly GameRound[]): Map<string, GameRound[]> {
  const byPlayer = new Map<string, GameRound[]>()
  const ordered = [...rounds].sort(
    (a, b) => a.time - b.time || a.blockNumber - b.blockNumber || a.logIndex - b.logIndex,
  )
  for (const round of ordered) {
    const player = round.player.toLowerCase()
    const list = byPlayer.get(player)
    if (list) list.push(round)
    else byPlayer.set(player, [round])
  }
  return byPlayer
}
