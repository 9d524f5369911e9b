import type { CurrencyAmount } from '../domain/currency/CurrencyAmount'
import { InputRejectedError } from '../domain/errors/InputRejectedError'
import type { ChainSession } from './compositionRoot'
import { currencyBalance } from './currencyBalance'

/** Refuses an amount above `account`'s balance ('Insufficient {symbol} balance'); a failed read lets the chain decide. */
export async function requireBalance(session: ChainSession, account: string, amount: CurrencyAmount): Promise<void> {
  const balance = await currencyBalance(session, account, amount.currency)
  if (balance !== undefined && balance < amount.raw) {
    throw new InputRejectedError({ key: 'insufficientBalance', params: { symbol: amount.currency.symbol } })
  }
}
