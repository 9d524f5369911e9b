import type { Currency } from './Currency'
import type { Token } from './Token'

/**
 * The token that routing uses for a currency: the wrapped token (WHT, WBNB, WETH) for the native coin, the token itself
 * otherwise.
 *
 * @example wrapCurrency(config.nativeCurrency).symbol // 'WHT' on chain 128
 */
export function wrapCurrency(currency: Currency): Token {
  return currency.kind === 'native' ? currency.wrapped : currency
}
