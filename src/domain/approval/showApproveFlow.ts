import { ApprovalState } from './ApprovalState'
import { approvalNeeded } from './approvalNeeded'

/**
 * Whether a form shows its approve step (Approve, Approving, Approved) beside its action (spec section 4): while the
 * approval is needed or pending, and as Approved right after this form sent one, as the Uniswap interface does.
 *
 * @example showApproveFlow(ApprovalState.APPROVED, true) // true: the step stays, now Approved
 */
export function showApproveFlow(state: ApprovalState, approvalSubmitted: boolean): boolean {
  return approvalNeeded(state) || (approvalSubmitted && state === ApprovalState.APPROVED)
}
