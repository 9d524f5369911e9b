import { ApprovalState } from '../approval/ApprovalState'
import type { InputError } from './InputError'

/**
 * Whether the add-liquidity button is enabled (spec section 5): no input error and both tokens approved for the
 * router (the native coin counts as approved, see `computeApprovalState`).
 *
 * @example canAddLiquidity(addLiquidityInputError(inputs), approvalA, approvalB)
 */
export function canAddLiquidity(
  error: InputError | undefined,
  approvalA: ApprovalState,
  approvalB: ApprovalState,
): boolean {
  return error === undefined && approvalA === ApprovalState.APPROVED && approvalB === ApprovalState.APPROVED
}
