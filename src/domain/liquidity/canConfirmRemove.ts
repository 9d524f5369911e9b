import { ApprovalState } from '../approval/ApprovalState'
import type { InputError } from '../swap/InputError'

/**
 * Whether the remove-liquidity form may confirm (spec section 4): no input error, and the router either approved for
 * the LP amount or holding a permit signed for it (any input change clears the signature).
 *
 * @example canConfirmRemove(undefined, ApprovalState.NOT_APPROVED, true) // true: the permit stands in
 */
export function canConfirmRemove(error: InputError | undefined, approval: ApprovalState, signed: boolean): boolean {
  return error === undefined && (approval === ApprovalState.APPROVED || signed)
}
