import { InvalidArgumentError } from 'commander'

/** The longest `--block-time` the devnet takes, in seconds. */
export const MAX_BLOCK_TIME_SECONDS = 60

/** Parses `--block-time`: a whole number of seconds from 0 (mine only on transactions) to MAX_BLOCK_TIME_SECONDS. */
export function parseBlockTime(value: string): number {
  const seconds = Number(value)
  if (!/^\d+$/.test(value) || seconds > MAX_BLOCK_TIME_SECONDS) {
    throw new InvalidArgumentError(
      `"${value}" is not a block time: give a whole number of seconds from 0 (blocks only on transactions) to ${MAX_BLOCK_TIME_SECONDS}.`,
    )
  }
  return seconds
}
