import type { Token } from '../currency/Token'

/** What a symbol in a swap URL (`/swap/AURA`) names among the listed tokens. */
export type UrlSymbolResolution =
  | { readonly kind: 'token'; readonly token: Token }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'notToken' }
  | { readonly kind: 'ambiguous' }

/**
 * The token a URL's currency symbol names (spec section 2 takes currency ids; a listed symbol is accepted too): the one
 * listed token of that symbol, in any case; `ambiguous` when several listed tokens share it (the address is needed);
 * `notToken` when none has it once the list has loaded (`listSettled`), `waiting` before.
 *
 * @example resolveUrlSymbol('aura', tokens, true) // { kind: 'token', token: AURA }
 */
export function resolveUrlSymbol(symbol: string, tokens: readonly Token[], listSettled: boolean): UrlSymbolResolution {
  const wanted = symbol.trim().toUpperCase()
  const matches = tokens.filter((token) => token.symbol.toUpperCase() === wanted)
  const [only] = matches
  if (matches.length === 1 && only) return { kind: 'token', token: only }
  if (matches.length > 1) return { kind: 'ambiguous' }
  return listSettled ? { kind: 'notToken' } : { kind: 'waiting' }
}
