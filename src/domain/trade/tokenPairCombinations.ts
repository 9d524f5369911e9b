import type { Token } from '../currency/Token'

/**
 * Every unordered pair of distinct tokens among `tokens`: the pairs a trade search considers (spec: every pair
 * among the list's tokens and the common bases). Duplicated addresses count once.
 */
export function tokenPairCombinations(tokens: readonly Token[]): [Token, Token][] {
  const unique = [...new Map(tokens.map((token) => [token.address.toLowerCase(), token])).values()]
  const combinations: [Token, Token][] = []
  for (let i = 0; i < unique.length; i++) {
    for (let j = i + 1; j < unique.length; j++) combinations.push([unique[i]!, unique[j]!])
  }
  return combinations
}
