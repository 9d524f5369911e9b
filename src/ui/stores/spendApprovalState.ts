import type { ApprovalState } from '../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../domain/approval/computeApprovalState'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import type { Token } from '../../domain/currency/Token'
import type { ProgrammeSession } from './ProgrammeSession'

/**
 * The approval state of a programme form's spend (a pledge, a capital deposit, an exchange, a bridge transfer): the
 * domain's, from what `spender` may move of `token` now and whether an approval of it is pending among the session's
 * recent transactions.
 *
 * @example spendApprovalState(this.session, { token, spender: pool, amount: this.amount, allowance: this.allowance })
 */
export function spendApprovalState(
  session: Pick<ProgrammeSession, 'hasPendingApproval'>,
  spend: {
    readonly token: Token | undefined
    readonly spender: string | undefined
    readonly amount: CurrencyAmount | undefined
    readonly allowance: bigint | undefined
  },
): ApprovalState {
  const { token, spender } = spend
  return computeApprovalState({
    amountToApprove: spend.amount,
    spender,
    allowance: spend.allowance,
    pendingApproval: !!token && !!spender && session.hasPendingApproval(token.address, spender),
  })
}
