import { FomoError } from '../../domain/errors/FomoError'

/** A pool lookup for two tokens that make no pair: the same token twice, or the native coin with its wrapped token. */
export class InvalidPoolPairError extends FomoError {
  override readonly name = 'InvalidPoolPairError'

  constructor(message: string) {
    super(`${message} Pick two different tokens (the native coin counts as its wrapped token).`)
  }
}
