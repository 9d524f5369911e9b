import { MAX_SYMBOL_LENGTH } from './displayConstants'

/**
 * A token symbol for display: longer than 20 characters, its first 4 and last 5 around '...' (spec section 9).
 * Counts characters, not UTF-16 units, so an emoji is never cut in half.
 *
 * @example formatSymbol('SUPERLONGTOKENSYMBOL2021') // 'SUPE...L2021'
 */
export function formatSymbol(symbol: string): string {
  const characters = Array.from(symbol)
  if (characters.length <= MAX_SYMBOL_LENGTH) return symbol
  return `${characters.slice(0, 4).join('')}...${characters.slice(-5).join('')}`
}
