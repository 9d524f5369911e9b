import { checksumAddress } from '../currency/checksumAddress'

/**
 * A checksummed address shortened for display to `0x` and its first `head` hex digits, '...', and its last `tail`:
 * 4 and 4 by default, 2 and 4 on the swap page (spec section 9).
 *
 * @throws InvalidAddressError for an invalid address.
 * @example shortenAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2') // '0xC02a...6Cc2'
 * @example shortenAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', 2, 4) // '0xC0...6Cc2'
 */
export function shortenAddress(address: string, head = 4, tail = 4): string {
  const checksummed = checksumAddress(address)
  return `${checksummed.slice(0, head + 2)}...${checksummed.slice(42 - tail)}`
}
