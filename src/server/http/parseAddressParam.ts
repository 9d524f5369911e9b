import { checksumAddress } from '../../domain/currency/checksumAddress'
import { ApiFailure } from './ApiFailure'

const LOWERCASE_ADDRESS = /^0x[0-9a-f]{40}$/

/**
 * An address from a request, lowercased: all-lowercase, all-uppercase or a valid EIP-55 checksum is accepted;
 * mixed case that fails the checksum is refused (it is likely a typo).
 *
 * @throws ApiFailure 400 naming the parameter.
 */
export function parseAddressParam(name: string, value: string): string {
  if (LOWERCASE_ADDRESS.test(value)) return value // the common case needs no checksum hashing
  try {
    return checksumAddress(value).toLowerCase()
  } catch {
    throw new ApiFailure(400, `${name} is not a valid address: use 0x and 40 hex digits (mixed case must be EIP-55)`, {
      [name]: value.slice(0, 100),
    })
  }
}
