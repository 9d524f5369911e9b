import { InvalidRecipientError } from '../domain/errors/InvalidRecipientError'
import { classifyRecipient } from '../domain/input/classifyRecipient'
import type { AccountInput } from './parseAccountOption'

/**
 * Commander's parser for a recipient (`send <to>`, `--recipient`): the address rule of `parseAccountOption`, refused
 * as the spec's 'Invalid recipient' before anything is read or sent; a name is resolved with the chain
 * (`resolveRecipient`).
 *
 * @throws InvalidRecipientError, in the address rule's words.
 */
export function parseRecipientOption(value: string): AccountInput {
  const typed = classifyRecipient(value)
  if (typed.kind === 'address') return { kind: 'address', address: typed.address }
  if (typed.kind === 'name') return typed
  throw new InvalidRecipientError(value.trim())
}
