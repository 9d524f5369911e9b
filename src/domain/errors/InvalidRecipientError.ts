import { addressProblem } from '../input/addressProblem'
import { isDomainLikeName } from '../input/isDomainLikeName'
import { parseAddress } from '../input/parseAddress'
import { FomoError } from './FomoError'

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * The recipient typed cannot receive (spec section 8: 'Invalid recipient'): the message says why in the words every
 * command uses for an address (`addressProblem`), or that a name has no address, or that the zero address burns.
 */
export class InvalidRecipientError extends FomoError {
  override readonly name = 'InvalidRecipientError'

  constructor(typed?: string) {
    super(typed === undefined ? 'Invalid recipient' : recipientProblem(typed), {
      details: typed === undefined ? {} : { typed },
    })
  }
}

function recipientProblem(typed: string): string {
  if (ZERO_ADDRESS.test(typed)) return 'Invalid recipient: the zero address would burn the tokens.'
  if (isDomainLikeName(typed)) {
    return `Invalid recipient "${typed}": no address is registered for this name; give its 0x address.`
  }
  // an address refused for a rule of its own (the caller's): say which one was refused
  if (parseAddress(typed) !== null) return `Invalid recipient "${typed}"`
  return `Invalid recipient "${typed}": it ${addressProblem(typed, true)}.`
}
