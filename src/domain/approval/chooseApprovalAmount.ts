import { ApprovalEstimateFailedError } from '../errors/ApprovalEstimateFailedError'
import { MAX_UINT256 } from '../math/uintLimits'
import { calculateGasMargin } from '../transactions/calculateGasMargin'

/** A gas estimate of an `approve` call: its gas, or why it failed. */
export type ApproveEstimate =
  | { readonly ok: true; readonly gas: bigint }
  | { readonly ok: false; readonly reason: string }

/** The approve transaction to send: the amount to approve and the gas limit (estimate plus 10%). */
export interface ApprovalPlan {
  readonly amount: bigint
  readonly gasLimit: bigint
  readonly unlimited: boolean
}

/**
 * Picks the approval to send (spec section 4): an unlimited one (2^256 - 1, so the next trades need none) when its
 * gas estimate succeeds; otherwise the exact amount, given the exact call's estimate (some tokens refuse unlimited
 * allowances). The caller estimates the exact call only when the unlimited one failed (`exactEstimate` undefined).
 *
 * @throws ApprovalEstimateFailedError ('Authorize failed') when both estimates failed.
 * @example chooseApprovalAmount({ ok: true, gas: 46_000n }, undefined, amount.raw) // { amount: MAX_UINT256, gasLimit: 50_600n, unlimited: true }
 */
export function chooseApprovalAmount(
  unlimitedEstimate: ApproveEstimate,
  exactEstimate: ApproveEstimate | undefined,
  exactAmount: bigint,
): ApprovalPlan {
  if (unlimitedEstimate.ok) {
    return { amount: MAX_UINT256, gasLimit: calculateGasMargin(unlimitedEstimate.gas), unlimited: true }
  }
  if (exactEstimate?.ok)
    return { amount: exactAmount, gasLimit: calculateGasMargin(exactEstimate.gas), unlimited: false }
  throw new ApprovalEstimateFailedError(exactEstimate?.reason ?? unlimitedEstimate.reason)
}
