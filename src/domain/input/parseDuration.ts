import { FomoError } from '../errors/FomoError'

/** A duration typed as a whole number with a unit that is not one. */
export class InvalidDurationError extends FomoError {
  override readonly name = 'InvalidDurationError'

  constructor(text: string) {
    super(`"${text}" is not a duration: give a whole number and a unit, e.g. 90s, 30m, 12h or 7d.`, {
      details: { text },
    })
  }
}

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3_600, d: 86_400 }

/**
 * Seconds in a duration such as `7d`, `12h`, `30m` or `90s` (a bare number is seconds), up to ten years.
 *
 * @example parseDuration('7d') // 604800
 */
export function parseDuration(text: string): number {
  const match = /^(\d{1,9})([smhd]?)$/.exec(text.trim())
  if (!match) throw new InvalidDurationError(text)
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] || 's']!
  if (seconds <= 0 || seconds > 10 * 365 * 86_400) throw new InvalidDurationError(text)
  return seconds
}
