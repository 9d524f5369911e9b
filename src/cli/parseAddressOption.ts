import { checksumAddress } from '../domain/currency/checksumAddress'
import { InvalidAddressError } from '../domain/errors/InvalidAddressError'

/**
 * Commander's parser for an option or argument that takes an address only (no name service where it is used, e.g.
 * `fomo deploy --wrapped-native`): `0x` and 40 hex digits, a mixed case only as its EIP-55 checksum; lowercased.
 *
 * @throws InvalidAddressError with the one wording of the address rule (`addressProblem`).
 */
export function parseAddressOption(value: string): string {
  try {
    return checksumAddress(value).toLowerCase()
  } catch {
    throw new InvalidAddressError(value)
  }
}
