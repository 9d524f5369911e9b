import type { Currency } from '../currency/Currency'
import type { Token } from '../currency/Token'
import { currencyIdOf } from '../input/currencyIdOf'
import { NATIVE_CURRENCY_ID } from '../input/nativeCurrencyId'

/** How a remove pays out the wrapped native coin, and the route that pays it the other way. */
export interface NativeReceiveChoice {
  readonly receiving: 'native' | 'wrapped'
  readonly otherPath: string
}

/**
 * For a pair holding the wrapped native coin (spec section 5): whether the remove pays it as the native coin (HT) or
 * as the wrapped token (WHT), and the `/remove/{a}/{b}` route with that side the other way; `undefined` for a pair
 * without it, or before both currencies are known.
 *
 * @example nativeReceiveChoice(wht, ht, usdt) // { receiving: 'native', otherPath: '/remove/0x5545…/0xa71e…' }
 */
export function nativeReceiveChoice(
  wrapped: Token | undefined,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): NativeReceiveChoice | undefined {
  if (!wrapped || !currencyA || !currencyB) return undefined
  const isWrapped = (currency: Currency) => currency.kind === 'token' && currency.address === wrapped.address
  const native = currencyA.kind === 'native' || currencyB.kind === 'native'
  if (!native && !isWrapped(currencyA) && !isWrapped(currencyB)) return undefined
  const otherId = (currency: Currency) =>
    currency.kind === 'native' ? wrapped.address : isWrapped(currency) ? NATIVE_CURRENCY_ID : currencyIdOf(currency)
  return {
    receiving: native ? 'native' : 'wrapped',
    otherPath: `/remove/${otherId(currencyA)}/${otherId(currencyB)}`,
  }
}
