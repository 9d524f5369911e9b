import type { Currency } from '../domain/currency/Currency'
import type { ChainSession } from './compositionRoot'

/** `account`'s balance of a token or the native coin; `undefined` when the read failed. */
export async function currencyBalance(
  session: ChainSession,
  account: string,
  currency: Currency,
): Promise<bigint | undefined> {
  const [balance] = await session.ports.reads.balancesOf(session.config.chainId, account, [currency])
  return balance
}
