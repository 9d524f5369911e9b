import { FomoError } from './FomoError'

/** An address is not `0x` and 40 hex digits, or its mixed case fails the EIP-55 checksum: pass a valid address. */
export class InvalidAddressError extends FomoError {
  override readonly name = 'InvalidAddressError'

  constructor(value: string) {
    super('invalid address', { details: { value } })
  }
}
