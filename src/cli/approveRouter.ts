import type { CurrencyAmount } from '../domain/currency/CurrencyAmount'
import { approveSpender } from './approveSpender'
import type { ChainSession } from './compositionRoot'

/**
 * Approves the router to spend `amount` of its token when the allowance is short (`approveSpender`); returns the
 * approval's hash, if one was sent.
 */
export function approveRouter(
  session: ChainSession,
  account: string,
  amount: CurrencyAmount,
): Promise<string | undefined> {
  return approveSpender(session, account, amount, session.config.routerAddress)
}
