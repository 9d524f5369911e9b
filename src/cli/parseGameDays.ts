import { InvalidArgumentError } from 'commander'

/** The most days one `--game-days` spreads rounds over. */
export const MAX_GAME_DAYS = 31

/** Parses `--game-days`: a whole number of days from 1 to MAX_GAME_DAYS. */
export function parseGameDays(value: string): number {
  const days = Number(value)
  if (!/^\d+$/.test(value) || days < 1 || days > MAX_GAME_DAYS) {
    throw new InvalidArgumentError(
      `"${value}" is not a number of days: give a whole number from 1 to ${MAX_GAME_DAYS}.`,
    )
  }
  return days
}
