import { NATIVE_CURRENCY_ID } from './nativeCurrencyId'
import { parseAddress } from './parseAddress'

/**
 * Reads a currency id from a URL (the swap query, `/add/{currencyIdA}`): an address becomes its checksummed form;
 * `ETH` or the chain's native symbol (e.g. `HT`), in any case, becomes `ETH`; anything else, or no value, is `''`
 * (no currency selected). Unlike the Uniswap interface, which selected ETH for an unreadable id, a broken link
 * preselects nothing.
 *
 * @example parseCurrencyId('ht', 'HT') // 'ETH'
 * @example parseCurrencyId('0xa71edc38d189767582c38a3145b5873052c3e47a', 'HT') // '0xa71EdC38d189767582C38A3145b5873052c3e47a'
 */
export function parseCurrencyId(value: unknown, nativeSymbol: string): string {
  if (typeof value !== 'string') return ''
  const address = parseAddress(value)
  if (address !== null) return address
  const upper = value.toUpperCase()
  if (upper === NATIVE_CURRENCY_ID || upper === nativeSymbol.toUpperCase()) return NATIVE_CURRENCY_ID
  return ''
}
