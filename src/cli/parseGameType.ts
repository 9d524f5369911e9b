import { InvalidArgumentError } from 'commander'
import type { GameTypeFilter } from '../domain/bounty/GameRound'

/** Parses `--game-type`: 0 every game, 2 yin-yang, 5 five-elements (spec §7). */
export function parseGameType(value: string): GameTypeFilter {
  if (value === '0' || value === '2' || value === '5') return Number(value) as GameTypeFilter
  throw new InvalidArgumentError(`"${value}" is not a game type: use 0 (all games), 2 (yin-yang) or 5 (five-elements).`)
}
