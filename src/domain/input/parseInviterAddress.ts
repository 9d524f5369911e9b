import { checksumAddress } from '../currency/checksumAddress'

const HEX_ADDRESS = /^0x[a-fA-F0-9]{40}$/

/**
 * The inviter a swap URL's `paddr` names (spec section 2): `0x` and 40 hex digits, returned checksummed whatever its
 * case (a link with a mistyped case still credits the inviter), else `null`.
 *
 * @example parseInviterAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function parseInviterAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !HEX_ADDRESS.test(value)) return null
  return checksumAddress(value.toLowerCase())
}
