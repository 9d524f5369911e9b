import { classifyRecipient } from '../input/classifyRecipient'
import type { RecipientLookup } from './RecipientLookup'

/** Why a typed recipient is the spec's 'Invalid recipient', for the field to say. */
export type RecipientProblem = 'notAnAddress' | 'nameNotFound' | 'zeroAddress'

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * Why the recipient field's text cannot receive the output (spec section 5, 'Invalid recipient'), or `undefined` when
 * it can or cannot tell yet: text that is neither an address nor a name is not an address; a name the name service
 * has no record of is not found; the zero address (typed or resolved) would burn the output. An empty field or a name
 * still resolving says nothing.
 *
 * @example recipientProblem('0x123', { status: 'none' }) // 'notAnAddress'
 * @example recipientProblem('nobody.fomo.eth', { status: 'resolved', name: 'nobody.fomo.eth', address: null }) // 'nameNotFound'
 */
export function recipientProblem(typed: string, lookup: RecipientLookup): RecipientProblem | undefined {
  const input = classifyRecipient(typed)
  switch (input.kind) {
    case 'empty':
      return undefined
    case 'invalid':
      return 'notAnAddress'
    case 'address':
      return ZERO_ADDRESS.test(input.address) ? 'zeroAddress' : undefined
    case 'name': {
      if (lookup.status !== 'resolved' || lookup.name !== input.name) return undefined
      if (lookup.address === null) return 'nameNotFound'
      return ZERO_ADDRESS.test(lookup.address) ? 'zeroAddress' : undefined
    }
  }
}
