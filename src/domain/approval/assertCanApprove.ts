import { ApprovalNotNeededError } from '../errors/ApprovalNotNeededError'
import { ApprovalState } from './ApprovalState'

/**
 * Guards the approve action (spec section 4): approving is valid only from NOT_APPROVED, so a second click while one
 * is pending, or an approval already covering the amount, never sends another transaction.
 *
 * @throws ApprovalNotNeededError in any other state.
 * @example assertCanApprove(state); await wallet.send(approveCall)
 */
export function assertCanApprove(state: ApprovalState): void {
  if (state !== ApprovalState.NOT_APPROVED) throw new ApprovalNotNeededError(state)
}
