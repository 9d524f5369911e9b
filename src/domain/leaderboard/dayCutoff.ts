import { wallClock } from './wallClock'

const DAY = 86_400

/** A calendar day `YYYY-MM-DD` as seconds of its 00:00 in UTC (the wall-clock scale of `wallClock`). */
export function dayStartWall(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`day "${day}": expected YYYY-MM-DD`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000
}

/**
 * The instant (seconds since the epoch) of 24:00 of local day `day` (`YYYY-MM-DD`) in `timeZone`: the first second
 * whose local date is the next day. Where a daylight-saving change skips local midnight (clocks go from 23:59:59
 * to 01:00), it is the instant of the change; where local midnight happens twice, it is the first.
 *
 * @example dayCutoff('2024-03-09', 'America/New_York') // 1710046800 (2024-03-10T05:00:00Z)
 */
export function dayCutoff(day: string, timeZone: string): number {
  const midnight = dayStartWall(day) + DAY // the next day's 00:00 on the wall clock
  // the zone's offsets around that midnight; an offset changes at most once within a day in any real zone
  const offsets = new Set([-DAY, 0, DAY].map((shift) => wallClock(midnight + shift, timeZone) - (midnight + shift)))
  const candidates = [...offsets].map((offset) => midnight - offset).sort((a, b) => a - b)
  const exact = candidates.find((time) => wallClock(time, timeZone) === midnight)
  if (exact !== undefined) return exact
  // midnight skipped: the first second at or past it on the wall clock lies between the candidates
  let [low, high] = [candidates[0]!, candidates.at(-1)!]
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (wallClock(mid, timeZone) >= midnight) high = mid
    else low = mid + 1
  }
  return low
}
