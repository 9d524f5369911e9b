import { diffTokenLists } from './diffTokenLists'
import type { TokenInfo } from './TokenList'
import { VersionUpgrade } from './VersionUpgrade'

/**
 * The smallest version bump a token change needs (as @uniswap/token-lists' `minVersionBump`): MAJOR when a token was
 * removed, MINOR when one was added, PATCH when one changed, NONE when the tokens are the same.
 *
 * @example minVersionBump(current.tokens, [...current.tokens, newToken]) // VersionUpgrade.MINOR
 */
export function minVersionBump(base: readonly TokenInfo[], update: readonly TokenInfo[]): VersionUpgrade {
  const diff = diffTokenLists(base, update)
  if (diff.removed.length > 0) return VersionUpgrade.MAJOR
  if (diff.added.length > 0) return VersionUpgrade.MINOR
  if (Object.keys(diff.changed).length > 0) return VersionUpgrade.PATCH
  return VersionUpgrade.NONE
}
