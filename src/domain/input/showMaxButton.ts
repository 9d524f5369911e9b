import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { currencyEquals } from '../currency/currencyEquals'

/**
 * Whether the input box shows its Max button (spec section 5): unless the typed amount already equals the most that
 * can be spent (`maxAmountSpend` of the balance: the balance itself for a token, less the gas reserve for the native
 * coin), as the Uniswap interface does. Shown while either is unknown.
 *
 * @example showMaxButton(maxAmountSpend(balance), parsedInput)
 */
export function showMaxButton(maxSpendable: CurrencyAmount | undefined, typed: CurrencyAmount | undefined): boolean {
  if (maxSpendable === undefined || typed === undefined) return true
  return !(currencyEquals(maxSpendable.currency, typed.currency) && maxSpendable.raw === typed.raw)
}
