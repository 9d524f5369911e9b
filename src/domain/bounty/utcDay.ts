/** Seconds in a day: the bounty area's days are UTC days, [00:00, 24:00). */
export const DAY_SECONDS = 86_400

/**
 * The UTC day `YYYY-MM-DD` of `time` (seconds since the epoch). A day runs from its 00:00:00 included to the next
 * 00:00:00 excluded, so an event at midnight exactly belongs to the day it opens.
 *
 * @example utcDay(1_700_006_400) // '2023-11-15' (00:00:00 UTC)
 */
export function utcDay(time: number): string {
  const day = Math.floor(time / DAY_SECONDS)
  let text = names.get(day)
  if (text === undefined) {
    text = new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10)
    if (names.size < 100_000) names.set(day, text) // a few centuries: a bound, not an expected size
  }
  return text
}

const names = new Map<number, string>() // day number → its name: the Date formatting is most of the cost
