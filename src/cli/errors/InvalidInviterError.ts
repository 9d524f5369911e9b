import { FomoError } from '../../domain/errors/FomoError'

/** An inviter argument that is not an address. */
export class InvalidInviterError extends FomoError {
  override readonly name = 'InvalidInviterError'

  constructor(input: string) {
    super(`The inviter ${input} is not a valid address: use 0x and 40 hex digits`, { details: { input } })
  }
}
