import { dayCutoff } from './dayCutoff'
import { wallClock } from './wallClock'

const DAY = 86_400

/** A daily cut-off: 24:00 of local day `day` (`YYYY-MM-DD`) in a time zone, at `time` (seconds since the epoch). */
export interface DayCutoff {
  day: string
  time: number
}

const dayOf = (wall: number) => new Date(wall * 1000).toISOString().slice(0, 10)

/**
 * The latest daily cut-off (24:00 local in `timeZone`) at or before `time` (seconds): the one whose snapshot can be
 * taken once the chain has a block at `time`, since every block before the cut-off is then known.
 *
 * @example latestDayCutoff(Date.UTC(2024, 5, 1, 12) / 1000, 'UTC') // { day: '2024-05-31', time: 1717200000 }
 */
export function latestDayCutoff(time: number, timeZone: string): DayCutoff {
  const today = dayOf(wallClock(time, timeZone))
  const endOfToday = dayCutoff(today, timeZone)
  if (endOfToday <= time) return { day: today, time: endOfToday } // only where a fall-back repeats local midnight
  const yesterday = dayOf(Math.floor(wallClock(time, timeZone) / DAY) * DAY - DAY)
  return { day: yesterday, time: dayCutoff(yesterday, timeZone) }
}
