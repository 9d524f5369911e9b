const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The time left until `untilMs` as the lock list's countdown: `3d 04:05:06`, `04:05:06` under a day, `00:00:00` once
 * passed.
 *
 * @example formatCountdown(90_061_000, 0) // '1d 01:01:01'
 */
export function formatCountdown(untilMs: number, nowMs: number): string {
  const left = Math.max(0, Math.floor((untilMs - nowMs) / 1000))
  const days = Math.floor(left / 86_400)
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`
  return days > 0 ? `${days}d ${clock}` : clock
}
