import { FomoError } from '../../domain/errors/FomoError'

/** Removing the one list left, which the product never allows (the Remove button is disabled too). */
export class OnlyListError extends FomoError {
  override readonly name = 'OnlyListError'

  constructor(url: string) {
    super('The only list cannot be removed: add another list first.', { details: { url } })
  }
}
