import { isDomainLikeName } from './isDomainLikeName'
import { parseAddress } from './parseAddress'

const HEX_ADDRESS = /^0x[a-fA-F0-9]{40}$/

/**
 * The recipient a swap URL's `recipient` parameter names (spec section 5): an address (checksummed), a domain-like
 * name, or `0x` and 40 hex digits even when the checksum fails (kept as given, for the recipient field to flag), else
 * `null`. A repeated parameter (an array) is `null`.
 *
 * @example validateUrlRecipient('alice.fomo.eth') // 'alice.fomo.eth'
 * @example validateUrlRecipient('bob') // null
 */
export function validateUrlRecipient(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const address = parseAddress(value)
  if (address !== null) return address
  if (isDomainLikeName(value)) return value
  if (HEX_ADDRESS.test(value)) return value
  return null
}
