import { UnknownCurrencyError } from '../errors/UnknownCurrencyError'
import type { Currency } from './Currency'
import type { NativeCurrency } from './NativeCurrency'
import type { Token } from './Token'

/**
 * The currency a person names in a command: the native coin by its symbol (or `ETH`, the currency id of the
 * interface's URLs), else a known token by symbol (case-insensitive) or address.
 * @example findCurrency('aura', tokens, heco.nativeCurrency) // the AURA token
 */
export function findCurrency(query: string, tokens: readonly Token[], native: NativeCurrency): Currency {
  const wanted = query.trim().toLowerCase()
  if (wanted === native.symbol.toLowerCase() || wanted === 'eth') return native
  const byAddress = /^0x[0-9a-f]{40}$/.test(wanted)
  const token = tokens.find((t) => (byAddress ? t.address.toLowerCase() : t.symbol.toLowerCase()) === wanted)
  if (!token) throw new UnknownCurrencyError(query, native.chainId)
  return token
}
