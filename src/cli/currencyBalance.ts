import type { Currency } from '../domain/currency/Currency'
import { NativeBalances } from '../ports/NativeBalances'
import { TokenBalances } from '../ports/TokenBalances'
import type { ChainSession } from './compositionRoot'

/** `account`'s balance of a token or the native coin; `undefined` when the read failed. */
export async function currencyBalance(
  session: ChainSession,
  account: string,
  currency: Currency,
): Promise<bigint | undefined> {
  const { chainId } = session.config
  if (currency.kind === 'native')
    return session.container.get<NativeBalances>(NativeBalances).balanceOf(chainId, account)
  const [balance] = await session.container
    .get<TokenBalances>(TokenBalances)
    .balancesOf(chainId, account, [currency.address])
  return balance
}
