import { InvalidArgumentError } from 'commander'

/** The most rounds one `fomo devnet --game-rounds` records (one transaction; the batch's gas stays under a block). */
export const MAX_GAME_ROUNDS = 200

/** Parses `--game-rounds`: a whole number from 1 to MAX_GAME_ROUNDS. */
export function parseRoundCount(value: string): number {
  const count = Number(value)
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_GAME_ROUNDS) {
    throw new InvalidArgumentError(`"${value}" is not a round count: give a whole number from 1 to ${MAX_GAME_ROUNDS}.`)
  }
  return count
}
