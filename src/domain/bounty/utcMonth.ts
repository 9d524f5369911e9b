/**
 * The UTC year and month (1–12) of `time` (seconds since the epoch): the team-promotion month shown by default.
 *
 * @example utcMonth(1_764_000_000) // { year: 2025, month: 11 }
 */
export function utcMonth(time: number): { year: number; month: number } {
  const date = new Date(time * 1000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
}
