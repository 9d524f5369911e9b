import { FomoError } from './FomoError'

/** A token-list update was accepted for a list that has none pending: accept only after a newer version was fetched. */
export class NoPendingListUpdateError extends FomoError {
  override readonly name = 'NoPendingListUpdateError'

  constructor(listUrl: string) {
    super('accept list update called without pending update', { details: { listUrl } })
  }
}
