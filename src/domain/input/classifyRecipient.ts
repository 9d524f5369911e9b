import { isDomainLikeName } from './isDomainLikeName'
import { parseAddress } from './parseAddress'
import type { RecipientInput } from './RecipientInput'

/**
 * Classifies a typed recipient (spec section 5): all whitespace is removed, then it is an address (checksummed), a
 * domain-like name (lower-cased, for the name-resolution port to look up), or invalid. Resolving is the caller's job.
 *
 * @example classifyRecipient(' 0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2 ') // { kind: 'address', address: '0xC02a…' }
 * @example classifyRecipient('Alice.Fomo.eth') // { kind: 'name', name: 'alice.fomo.eth' }
 */
export function classifyRecipient(typed: string): RecipientInput {
  const value = typed.replace(/\s+/g, '')
  if (value === '') return { kind: 'empty' }
  const address = parseAddress(value)
  if (address !== null) return { kind: 'address', address }
  if (isDomainLikeName(value)) return { kind: 'name', name: value.toLowerCase() }
  return { kind: 'invalid', value }
}
