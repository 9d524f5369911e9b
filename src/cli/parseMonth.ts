import { InvalidArgumentError } from 'commander'

/** Parses `--month YYYY-MM` (months 1 to 12). */
export function parseMonth(value: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12 || Number(match[1]) < 1970)
    throw new InvalidArgumentError(`"${value}" is not a month: write it YYYY-MM, e.g. 2026-11.`)
  return { year: Number(match[1]), month }
}
