import { FomoError } from './FomoError'

/** A pending token-list update carries no higher version than the current list: the list reducer should not have stored it. */
export class UnexpectedNoVersionBumpError extends FomoError {
  override readonly name = 'UnexpectedNoVersionBumpError'

  constructor(listUrl: string) {
    super('unexpected no version bump', { details: { listUrl } })
  }
}
