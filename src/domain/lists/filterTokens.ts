import { parseAddress } from '../input/parseAddress'

/** What the token search needs of a token: its address, symbol and name. */
export interface SearchableToken {
  readonly address: string
  readonly symbol: string
  readonly name: string
}

/**
 * The tokens a search text matches (spec section 2): an address matches only the token at that address (any case);
 * otherwise every word of the text must occur, case-insensitively, in the symbol or the name. An empty text matches
 * every token. The order of `tokens` is kept.
 *
 * @example filterTokens(tokens, 'tether usd') // the tokens whose symbol or name holds both 'tether' and 'usd'
 */
export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const text = query.trim()
  if (text === '') return [...tokens]
  const address = parseAddress(text)
  if (address) return tokens.filter((token) => token.address.toLowerCase() === address.toLowerCase())
  const words = text.toLowerCase().split(/\s+/)
  return tokens.filter((token) => {
    const symbol = token.symbol.toLowerCase()
    const name = token.name.toLowerCase()
    return words.every((word) => symbol.includes(word) || name.includes(word))
  })
}
