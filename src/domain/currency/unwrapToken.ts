import type { Currency } from './Currency'
import type { NativeCurrency } from './NativeCurrency'
import type { Token } from './Token'

/**
 * The currency a pool token stands for in the interface: the native coin for its wrapped token (WHT shows as HT, and
 * links use `ETH`), any other token itself.
 *
 * @example unwrapToken(hecoWht, hecoConfig.nativeCurrency).symbol // 'HT'
 */
export function unwrapToken(token: Token, native: NativeCurrency): Currency {
  return token.chainId === native.chainId && token.address === native.wrapped.address ? native : token
}
