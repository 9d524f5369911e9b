import { InvalidArgumentError } from 'commander'

/** Parses a whole-number option (an index, a chain id), rejecting anything else with what to type. */
export function parseWholeNumber(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError(`"${value}" is not a whole number.`)
  return Number(value)
}
