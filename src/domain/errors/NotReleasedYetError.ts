import { FomoError } from './FomoError'

/** A release withdrawal before anything of the account's investment is released: when the release begins. */
export class NotReleasedYetError extends FomoError {
  override readonly name = 'NotReleasedYetError'

  constructor(
    /** When the first part is released (the schedule's start plus its cliff), seconds since the epoch. */
    readonly releasesFrom: number,
  ) {
    super(`Nothing released yet: the release begins at ${new Date(releasesFrom * 1000).toISOString()}`, {
      details: { releasesFrom },
    })
  }
}
