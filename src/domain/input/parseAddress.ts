import { checksumAddress } from '../currency/checksumAddress'

/**
 * The EIP-55 checksummed form of an address, or `null` when the text is not `0x` and 40 hex digits or its mixed case
 * fails the checksum (all-lowercase and all-uppercase hex are accepted). The non-throwing twin of `checksumAddress`.
 *
 * @example parseAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2') // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export function parseAddress(value: string): string | null {
  try {
    return checksumAddress(value)
  } catch {
    return null
  }
}
