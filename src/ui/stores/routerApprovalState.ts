import type { ApprovalState } from '../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../domain/approval/computeApprovalState'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import type { LiveValue } from '../../ports/LiveChainReads'
import type { CurrencyDirectory } from './CurrencyDirectory'
import type { TransactionsViewStore } from './TransactionsViewStore'

/**
 * The approval state of spending `amount` through the chain's router (a swap, an add, a remove): `allowance` as the
 * block's read gave it (a failed read counts as unknown), pending while an approval of that token for the router is.
 *
 * @example routerApprovalState(amountA, reads.allowances[0], directory, transactions) // 'NOT_APPROVED'
 */
export function routerApprovalState(
  amount: CurrencyAmount | undefined,
  allowance: LiveValue<bigint>,
  directory: Pick<CurrencyDirectory, 'chainId' | 'chainConfig'>,
  transactions: Pick<TransactionsViewStore, 'hasPendingApproval'>,
): ApprovalState {
  const spender = directory.chainConfig?.routerAddress
  const token = amount?.currency.kind === 'token' ? amount.currency : undefined
  return computeApprovalState({
    amountToApprove: amount,
    spender,
    allowance: typeof allowance === 'bigint' ? allowance : undefined,
    pendingApproval:
      token !== undefined && spender !== undefined
        ? transactions.hasPendingApproval(directory.chainId, token.address, spender)
        : false,
  })
}
