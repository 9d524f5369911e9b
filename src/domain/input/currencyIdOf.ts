import type { Currency } from '../currency/Currency'
import { NATIVE_CURRENCY_ID } from './nativeCurrencyId'

/**
 * The id of a currency in URLs and routes: `ETH` for the native coin, the checksummed address for a token.
 *
 * @example currencyIdOf(hecoConfig.nativeCurrency) // 'ETH'
 */
export function currencyIdOf(currency: Currency): string {
  return currency.kind === 'native' ? NATIVE_CURRENCY_ID : currency.address
}
