import { FomoError } from './FomoError'

/** Calls are split into chunks of at most `maxChunkSize`, which must be a whole number of at least 1. */
export class InvalidChunkSizeError extends FomoError {
  override readonly name = 'InvalidChunkSizeError'

  constructor(maxChunkSize: number) {
    super('call chunk max size must be at least 1', { details: { maxChunkSize } })
  }
}
