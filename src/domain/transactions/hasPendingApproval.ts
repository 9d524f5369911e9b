import { isPendingApproval } from './isPendingApproval'
import type { TransactionsState } from './TransactionDetails'

/**
 * Whether any tracked transaction on a chain is a pending approval of `tokenAddress` for `spender` (see
 * `isPendingApproval`): the input of the approval state machine's PENDING.
 *
 * @example hasPendingApproval(transactions, 128, usdt.address, config.routerAddress, clock.now())
 */
export function hasPendingApproval(
  state: TransactionsState,
  chainId: number,
  tokenAddress: string,
  spender: string,
  now: number,
): boolean {
  return Object.values(state[chainId] ?? {}).some((tx) => isPendingApproval(tx, tokenAddress, spender, now))
}
