import { FomoError } from '../../domain/errors/FomoError'

/** A token list URL the terminal's settings do not hold. */
export class UnknownListError extends FomoError {
  override readonly name = 'UnknownListError'

  constructor(url: string) {
    super(`No list ${url}: add it first with \`fomo lists add ${url}\`.`, { details: { url } })
  }
}
