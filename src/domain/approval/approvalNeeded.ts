import { ApprovalState } from './ApprovalState'

/**
 * Whether a form must approve before it acts (spec section 4): the allowance falls short (Approve) or an approval of
 * it is pending (Approving). UNKNOWN and APPROVED need none.
 *
 * @example approvalNeeded(ApprovalState.PENDING) // true: the button reads Approving
 */
export function approvalNeeded(state: ApprovalState): boolean {
  return state === ApprovalState.NOT_APPROVED || state === ApprovalState.PENDING
}
