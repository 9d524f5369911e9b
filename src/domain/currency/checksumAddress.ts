import { InvalidAddressError } from '../errors/InvalidAddressError'
import { keccak256 } from '../hash/keccak256'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Returns the EIP-55 checksummed form of an address; all-lowercase and all-uppercase input is accepted. (EIP-55 by
 * hand over keccak256: `@ethersproject/address` would bring bn.js into the first page for this alone.)
 *
 * @throws InvalidAddressError when it is not `0x` and 40 hex digits, or its mixed case fails the checksum.
 * @example checksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2') // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export function checksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new InvalidAddressError(address)
  const digits = address.slice(2)
  const lower = digits.toLowerCase()
  // the hash of the lowercase hex digits as ASCII: a digit's letter is upper case where the hash's nibble is 8 or more
  const hash = keccak256(Uint8Array.from(lower, (char) => char.charCodeAt(0)))
  let checksummed = '0x'
  for (let i = 0; i < 40; i++) {
    checksummed += Number.parseInt(hash[i + 2]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]
  }
  const mixed = digits !== lower && digits !== digits.toUpperCase()
  if (mixed && checksummed !== address) throw new InvalidAddressError(address)
  return checksummed
}
