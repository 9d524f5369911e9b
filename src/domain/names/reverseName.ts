import { checksumAddress } from '../currency/checksumAddress'

/**
 * The reverse-record name of an address (ENS): its lower-case hex without `0x` under `addr.reverse`.
 *
 * @throws InvalidAddressError when `address` is not an address.
 * @example reverseName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse'
 */
export function reverseName(address: string): string {
  return `${checksumAddress(address).slice(2).toLowerCase()}.addr.reverse`
}
