import type { Currency } from '../domain/currency/Currency'
import type { ChainSession } from './compositionRoot'

/** `account`'s balance of a token or the native coin; `undefined` when the read failed. */
export async function currencyBalance(
  session: ChainSession,
  account: string,
  currency: Currency,
): Promise<bigint | undefined> {
  const { chainId } = session.config
  if (currency.kind === 'native') return session.ports.nativeBalances.balanceOf(chainId, account)
  const [balance] = await session.ports.balances.balancesOf(chainId, account, [currency.address])
  return balance
}
