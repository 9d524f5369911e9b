import { wallClock } from './wallClock'

/** Whether `name` is an IANA time zone the runtime knows (what the leaderboard's cut-off can be set in). */
export function isTimeZone(name: string): boolean {
  try {
    wallClock(0, name)
    return true
  } catch {
    return false
  }
}
