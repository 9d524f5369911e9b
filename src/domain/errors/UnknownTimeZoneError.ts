import { FomoError } from './FomoError'

/** A time zone that is not an IANA name the runtime knows (the leaderboard's daily cut-off needs one). */
export class UnknownTimeZoneError extends FomoError {
  override readonly name = 'UnknownTimeZoneError'

  constructor(timeZone: string) {
    super(`Unknown time zone "${timeZone}": give an IANA name such as UTC, Asia/Shanghai or Europe/Berlin.`, {
      details: { timeZone },
    })
  }
}
