import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { ApprovalState } from './ApprovalState'

/** What the approval state depends on; `undefined` means not known (yet). */
export interface ApprovalInputs {
  /** The amount the next transaction spends (for a swap, the maximum sold). */
  readonly amountToApprove: CurrencyAmount | undefined
  readonly spender: string | undefined
  /** The token's current allowance for the spender, in raw units. */
  readonly allowance: bigint | undefined
  /** Whether an approval of this token for this spender is pending (`hasPendingApproval`). */
  readonly pendingApproval: boolean
}

/**
 * The approval state (spec section 4): UNKNOWN without an amount or spender; APPROVED for the native coin (nothing to
 * approve); UNKNOWN while the allowance is loading; APPROVED when the allowance covers the amount; otherwise PENDING
 * while an approval transaction is pending, else NOT_APPROVED.
 *
 * @example computeApprovalState({ amountToApprove, spender: router, allowance: 0n, pendingApproval: false }) // 'NOT_APPROVED'
 */
export function computeApprovalState(inputs: ApprovalInputs): ApprovalState {
  const { amountToApprove, spender, allowance } = inputs
  if (amountToApprove === undefined || spender === undefined) return ApprovalState.UNKNOWN
  if (amountToApprove.currency.kind === 'native') return ApprovalState.APPROVED
  if (allowance === undefined) return ApprovalState.UNKNOWN
  if (allowance >= amountToApprove.raw) return ApprovalState.APPROVED
  return inputs.pendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED
}
