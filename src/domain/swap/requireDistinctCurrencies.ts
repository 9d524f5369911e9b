import type { Currency } from '../currency/Currency'
import { currencyEquals } from '../currency/currencyEquals'
import { IdenticalCurrenciesError } from '../errors/IdenticalCurrenciesError'

/**
 * Refuses a swap from a currency to itself (`fomo swap 1 AURA AURA`), which would trade round a cycle and lose the
 * fees. HT ⇄ WHT is not identical: it wraps.
 *
 * @throws IdenticalCurrenciesError when `input` and `output` are the same currency.
 */
export function requireDistinctCurrencies(input: Currency, output: Currency): void {
  if (currencyEquals(input, output)) throw new IdenticalCurrenciesError(input.symbol)
}
