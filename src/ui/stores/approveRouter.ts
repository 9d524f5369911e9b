import type { ApprovalService } from '../../domain/approval/ApprovalService'
import { ApprovalState } from '../../domain/approval/ApprovalState'
import type { ChainConfig } from '../../domain/chains/ChainConfig'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import type { FomoError } from '../../domain/errors/FomoError'
import { swapFailureError } from '../../domain/swap/swapFailureError'

/** The chain the screen shows: its id, and its deployment (`undefined` on a network FomoSwap is not on). */
export interface RouterChain {
  readonly chainId: number
  readonly chainConfig: ChainConfig | undefined
}

/** What a screen's Approve button knows: the approval state it shows and what the next step spends. */
export interface RouterApproval {
  readonly state: ApprovalState
  readonly account: string | undefined
  /** The amount of a token the router must be allowed to move (the native coin needs none). */
  readonly amount: CurrencyAmount | undefined
}

/** How the approve went: nothing to approve, sent, or failed (the error in the spec's words). */
export type ApproveOutcome =
  | { readonly kind: 'skipped' }
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly error: FomoError }

/**
 * The Approve button of every screen that sends through the router (swap, add and remove liquidity): when the state
 * shown is NOT_APPROVED and a token, the router and an account are known, the approval service approves the router;
 * a failure comes back as the error to show (`TransactionRejectedError` for a wallet's 4001).
 */
export async function approveRouter(
  approval: ApprovalService,
  chain: RouterChain,
  step: RouterApproval,
): Promise<ApproveOutcome> {
  const { amount, account } = step
  const { chainId } = chain
  const spender = chain.chainConfig?.routerAddress
  if (step.state !== ApprovalState.NOT_APPROVED || amount?.currency.kind !== 'token' || !spender || !account)
    return { kind: 'skipped' }
  try {
    await approval.approve({ chainId, account, token: amount.currency, spender, amount: amount.raw })
    return { kind: 'sent' }
  } catch (error) {
    return { kind: 'failed', error: swapFailureError(error) }
  }
}
