import type { SearchableToken } from './filterTokens'

/** A token with the user's balance of it in raw units (`undefined` while unknown). */
export interface TokenWithBalance extends SearchableToken {
  readonly decimals: number
  readonly balance: bigint | undefined
}

// a·10^(db) vs b·10^(da): compares two amounts of different decimals exactly
const compareAmounts = (a: TokenWithBalance, b: TokenWithBalance): number => {
  const left = (a.balance ?? 0n) * 10n ** BigInt(b.decimals)
  const right = (b.balance ?? 0n) * 10n ** BigInt(a.decimals)
  return left === right ? 0 : left > right ? 1 : -1
}

/**
 * The search results in display order (spec section 2): a symbol equal to the search text (any case) first, then the
 * larger balance (compared exactly across decimals; unknown counts as zero), then the symbol alphabetically.
 *
 * @example sortTokensForSearch(filterTokens(tokens, 'usd'), 'usdt') // USDT first, then by balance
 */
export function sortTokensForSearch<T extends TokenWithBalance>(tokens: readonly T[], query: string): T[] {
  const exact = query.trim().toLowerCase()
  const isExact = (token: T) => exact !== '' && token.symbol.toLowerCase() === exact
  return [...tokens].sort((a, b) => {
    if (isExact(a) !== isExact(b)) return isExact(a) ? -1 : 1
    const byBalance = compareAmounts(b, a)
    if (byBalance !== 0) return byBalance
    const [left, right] = [a.symbol.toLowerCase(), b.symbol.toLowerCase()]
    return left < right ? -1 : left > right ? 1 : 0
  })
}
