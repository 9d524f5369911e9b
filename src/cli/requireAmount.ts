import type { Currency } from '../domain/currency/Currency'
import type { CurrencyAmount } from '../domain/currency/CurrencyAmount'
import { AmountRequiredError } from '../domain/errors/AmountRequiredError'
import { parseTypedAmount } from '../domain/input/parseTypedAmount'

/** The typed amount of `currency`, failing with 'Enter an amount' when it is empty or zero. */
export function requireAmount(typed: string, currency: Currency): CurrencyAmount {
  const amount = parseTypedAmount(typed, currency)
  if (!amount) throw new AmountRequiredError()
  return amount
}
