import { classifyRecipient } from '../input/classifyRecipient'
import type { RecipientLookup } from './RecipientLookup'

/** What decides who receives a swap. */
export interface SwapRecipientInputs {
  /** The recipient field shows (`+ Add a send`, or always on Send). */
  readonly showRecipient: boolean
  /** The field's text (`null`: never typed). */
  readonly typed: string | null
  /** Where the lookup of a typed name stands. */
  readonly lookup: RecipientLookup
  /** The connected account; `undefined` without one. */
  readonly account: string | undefined
}

/**
 * Who receives the swap's output (spec sections 5 and 7): the account when the recipient field is hidden; else the
 * typed address, or the address its typed name resolved to (only the lookup of that very name counts); `undefined`
 * while the name resolves, when it has no record, or for text that is neither.
 *
 * @example swapRecipient({ showRecipient: true, typed: 'alice.eth', lookup: { status: 'resolving', name: 'alice.eth' }, account }) // undefined
 */
export function swapRecipient(inputs: SwapRecipientInputs): string | undefined {
  if (!inputs.showRecipient) return inputs.account
  const typed = classifyRecipient(inputs.typed ?? '')
  if (typed.kind === 'address') return typed.address
  const { lookup } = inputs
  if (typed.kind === 'name' && lookup.status === 'resolved' && lookup.name === typed.name)
    return lookup.address ?? undefined
  return undefined
}
