import { FomoError } from './FomoError'

/** A call key is not `<address>-<calldata>`: build keys with `toCallKey`, never by hand. */
export class InvalidCallKeyError extends FomoError {
  override readonly name = 'InvalidCallKeyError'

  constructor(callKey: string) {
    super('invalid call key', { details: { callKey } })
  }
}
