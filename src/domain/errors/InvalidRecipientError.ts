import { FomoError } from './FomoError'

/** The recipient typed is neither an address nor a name that resolves (spec section 8: 'Invalid recipient'). */
export class InvalidRecipientError extends FomoError {
  override readonly name = 'InvalidRecipientError'

  constructor(typed?: string) {
    super(
      typed === undefined
        ? 'Invalid recipient'
        : `Invalid recipient "${typed}": give a 0x address of 40 hex digits, or a name that resolves.`,
      { details: typed === undefined ? {} : { typed } },
    )
  }
}
