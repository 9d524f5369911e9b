import { FomoError } from '../../domain/errors/FomoError'

/** A store's file cannot be used (corrupt JSON, an unknown format or a newer version); the message names it and the fix. */
export class StoreFileError extends FomoError {
  override readonly name = 'StoreFileError'
}
