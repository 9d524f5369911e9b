import { UnknownTimeZoneError } from '../errors/UnknownTimeZoneError'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    } catch (cause) {
      throw Object.assign(new UnknownTimeZoneError(timeZone), { cause })
    }
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * The wall clock of `timeZone` (an IANA name) at `time` (seconds since the epoch), as seconds since the epoch of
 * that same wall-clock reading in UTC: `wallClock(t, 'UTC') === t`, and `wallClock(t, tz) - t` is tz's offset at t.
 *
 * @throws UnknownTimeZoneError when the runtime does not know `timeZone`.
 * @example wallClock(Date.UTC(2024, 0, 1) / 1000, 'Asia/Shanghai') // 1704067200 + 8 × 3600
 */
export function wallClock(time: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterOf(timeZone).formatToParts(new Date(time * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) / 1000
}
