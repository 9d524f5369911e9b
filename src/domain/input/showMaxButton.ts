import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { currencyEquals } from '../currency/currencyEquals'
import { maxAmountSpend } from './maxAmountSpend'

/**
 * Whether an amount box shows its Max button (spec section 5): only when the balance is known and something of it
 * can be spent (`maxAmountSpend`: the balance itself for a token, less the gas reserve for the native coin), and
 * unless the typed amount already equals that most, as the Uniswap interface does.
 *
 * @example showMaxButton(inputBalance, parsedInput)
 */
export function showMaxButton(balance: CurrencyAmount | undefined, typed: CurrencyAmount | undefined): boolean {
  const maximum = maxAmountSpend(balance)
  if (maximum === undefined || maximum.raw === 0n) return false
  if (typed === undefined) return true
  return !(currencyEquals(maximum.currency, typed.currency) && maximum.raw === typed.raw)
}
