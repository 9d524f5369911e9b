import { ApprovalState } from '../approval/ApprovalState'
import { showApproveFlow } from '../approval/showApproveFlow'
import type { PriceImpactConfirmation } from '../trade/priceImpactConfirmation'
import type { PriceImpactSeverity } from '../trade/priceImpactSeverity'
import type { InputError } from './InputError'

/** What the swap screen knows when it draws its action button. */
export interface SwapButtonInputs {
  /** A wallet is connected (not read-only). */
  readonly connected: boolean
  /** The connected wallet is on a network FomoSwap has no deployment on: nothing on the form can go. */
  readonly unsupportedNetwork: boolean
  /** The first reason the swap cannot go ahead (`swapInputError`). */
  readonly inputError: InputError | undefined
  /** The pairs' reserves are still being read: "no liquidity" is not known yet. */
  readonly loadingMarket: boolean
  /** HT and its wrapped form are paired. */
  readonly wrap: 'wrap' | 'unwrap' | undefined
  /** The router allowance of the token to sell is still being read. */
  readonly approvalLoading: boolean
  readonly approval: ApprovalState
  /** An approval was sent from this screen (the step then stays, as Approved). */
  readonly approvalSubmitted: boolean
  /** The trade's price impact, when there is a trade. */
  readonly impact:
    | { readonly severity: PriceImpactSeverity; readonly confirmation: PriceImpactConfirmation }
    | undefined
  /** The swap is being sent. */
  readonly attempting: boolean
  /** On `/send` the button says Send. */
  readonly sendMode: boolean
}

/** The swap button's text and whether it may be pressed. */
export interface SwapStep {
  readonly label: 'swap' | 'send' | 'swapAnyway' | 'priceImpactTooHigh'
  /** Styled as an error: the price impact is above severity 2 (spec section 9). */
  readonly danger: boolean
  readonly enabled: boolean
}

/** The action button's state, one of the spec's in its order of priority. */
export type SwapButtonState =
  | { readonly kind: 'connectWallet' }
  | { readonly kind: 'wrongNetwork' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'inputError'; readonly error: Exclude<InputError, { key: 'connectWallet' }> }
  | { readonly kind: 'wrap'; readonly direction: 'wrap' | 'unwrap' }
  | {
      readonly kind: 'approveThenSwap'
      /** Approve {symbol} (pressable), Approving (pending) or Approved (step 2 active). */
      readonly approve: 'approve' | 'approving' | 'approved'
      readonly swap: SwapStep
    }
  | { readonly kind: 'swap'; readonly swap: SwapStep }

/**
 * The swap button's state (spec sections 4, 5 and 9), first match wins: Connect Wallet; Wrong network (disabled) on a
 * network without FomoSwap; Loading while the reserves
 * are read (before saying no liquidity); the input error; Wrap or Unwrap; Loading while the allowance is read; Approve
 * (Approving, Approved) beside a swap enabled once approved; else the swap. The swap reads Price Impact Too High
 * (disabled) when blocked, Swap Anyway above severity 2, else Swap (Send on `/send`).
 *
 * @example swapButtonState({ ...inputs, connected: false }) // { kind: 'connectWallet' }
 */
export function swapButtonState(inputs: SwapButtonInputs): SwapButtonState {
  const error = inputs.inputError
  if (!inputs.connected || error?.key === 'connectWallet') return { kind: 'connectWallet' }
  if (inputs.unsupportedNetwork) return { kind: 'wrongNetwork' }
  if (error?.key === 'insufficientLiquidity' && inputs.loadingMarket) return { kind: 'loading' }
  if (error) return { kind: 'inputError', error }
  if (inputs.wrap) return { kind: 'wrap', direction: inputs.wrap }
  if (inputs.approvalLoading) return { kind: 'loading' }
  const { impact, approval } = inputs
  const blocked = impact?.confirmation === 'blocked'
  const danger = impact !== undefined && impact.severity > 2
  const label = blocked ? 'priceImpactTooHigh' : danger ? 'swapAnyway' : inputs.sendMode ? 'send' : 'swap'
  const enabled = !blocked && !inputs.attempting
  if (!showApproveFlow(approval, inputs.approvalSubmitted)) return { kind: 'swap', swap: { label, danger, enabled } }
  return {
    kind: 'approveThenSwap',
    approve:
      approval === ApprovalState.PENDING ? 'approving' : approval === ApprovalState.APPROVED ? 'approved' : 'approve',
    swap: { label, danger, enabled: enabled && approval === ApprovalState.APPROVED },
  }
}
