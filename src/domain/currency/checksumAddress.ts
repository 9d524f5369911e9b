import { getAddress } from '@ethersproject/address'
import { InvalidAddressError } from '../errors/InvalidAddressError'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Returns the EIP-55 checksummed form of an address; all-lowercase and all-uppercase input is accepted.
 *
 * @throws InvalidAddressError when it is not `0x` and 40 hex digits, or its mixed case fails the checksum.
 * @example checksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2') // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export function checksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new InvalidAddressError(address)
  try {
    return getAddress(address)
  } catch {
    throw new InvalidAddressError(address)
  }
}
