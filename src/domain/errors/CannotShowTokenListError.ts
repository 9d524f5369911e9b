import { FomoError } from './FomoError'

/** The selected token list has nothing to show: its fetch failed and no earlier copy is kept (spec section 8). */
export class CannotShowTokenListError extends FomoError {
  override readonly name = 'CannotShowTokenListError'

  constructor(
    readonly listUrl: string,
    reason: string | null,
  ) {
    super('could not show token list', { details: { listUrl, reason } })
  }
}
