import { FomoError } from '../../domain/errors/FomoError'

/** A token list that could not be fetched or failed validation; the message is the list's own error (spec section 8). */
export class ListFetchFailedError extends FomoError {
  override readonly name = 'ListFetchFailedError'

  constructor(url: string, reason: string) {
    super(reason, { details: { url } })
  }
}
