import { InvalidArgumentError } from 'commander'
import { checksumAddress } from '../domain/currency/checksumAddress'

/** Commander's parser for an address option: `0x` and 40 hex digits (a mixed case must be its checksum), lowercased. */
export function parseAddressOption(value: string): string {
  try {
    return checksumAddress(value).toLowerCase()
  } catch {
    throw new InvalidArgumentError(`"${value}" is not an address (0x and 40 hex digits).`)
  }
}
