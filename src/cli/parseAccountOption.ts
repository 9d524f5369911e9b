import { InvalidAddressError } from '../domain/errors/InvalidAddressError'
import { classifyRecipient } from '../domain/input/classifyRecipient'
import type { RecipientInput } from '../domain/input/RecipientInput'

/** An account typed on the command line: an address (lowercase), or a name the chain's name service resolves. */
export type AccountInput = Extract<RecipientInput, { kind: 'address' | 'name' }>

/**
 * Commander's parser for `--address` (whose figures a command reads): the one address rule of every command — `0x`
 * and 40 hex digits, a mixed case only as its EIP-55 checksum, all-lowercase and all-uppercase as they are — or a
 * name such as alice.fomo.eth, resolved once the command has its chain (`resolveAccount`).
 *
 * @throws InvalidAddressError, saying whether the checksum failed or the text is no address at all.
 * @example parseAccountOption('alice.fomo.eth') // { kind: 'name', name: 'alice.fomo.eth' }
 */
export function parseAccountOption(value: string): AccountInput {
  const typed = classifyRecipient(value)
  if (typed.kind === 'address') return { kind: 'address', address: typed.address.toLowerCase() }
  if (typed.kind === 'name') return typed
  throw new InvalidAddressError(value.trim(), { acceptsNames: true })
}
