import { FomoError } from './FomoError'

/** Two values belong to different chains: use tokens, pairs and configuration of one chain. */
export class ChainMismatchError extends FomoError {
  override readonly name = 'ChainMismatchError'

  constructor(expected: number, actual: number) {
    super(`Chain mismatch: expected chain ${expected}, got ${actual}`, { details: { expected, actual } })
  }
}
