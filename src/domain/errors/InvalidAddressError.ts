import { addressProblem } from '../input/addressProblem'
import { FomoError } from './FomoError'

/**
 * An address is not `0x` and 40 hex digits, or its mixed case fails the EIP-55 checksum: the message says which
 * (`addressProblem`), and that a name would do where the caller takes one (`acceptsNames`).
 */
export class InvalidAddressError extends FomoError {
  override readonly name = 'InvalidAddressError'

  constructor(value: string, options: { acceptsNames?: boolean } = {}) {
    super(`"${value}" ${addressProblem(value, options.acceptsNames === true)}.`, { details: { value } })
  }
}
