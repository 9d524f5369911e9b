import type { TokenInfo } from './TokenList'

/**
 * What changed between two token lists' tokens: tokens only in the update, tokens only in the base, and for tokens in
 * both the names of the properties that differ, per chain id and address (as the update spells it).
 */
export interface TokenListDiff {
  readonly added: readonly TokenInfo[]
  readonly removed: readonly TokenInfo[]
  readonly changed: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>>
}
