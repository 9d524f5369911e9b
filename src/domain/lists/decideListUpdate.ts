import { UnexpectedNoVersionBumpError } from '../errors/UnexpectedNoVersionBumpError'
import { getVersionUpgrade } from './getVersionUpgrade'
import { minVersionBump } from './minVersionBump'
import type { TokenList } from './TokenList'
import { VersionUpgrade } from './VersionUpgrade'

/**
 * What to do with a pending list update (spec section 4):
 * - `autoAccept`: a PATCH or MINOR bump that covers the token changes; accept it and show a notice;
 * - `refuse`: a PATCH or MINOR bump too small for the changes (e.g. tokens removed); log it, do not apply it;
 * - `askUser`: a MAJOR bump; show a popup that stays until the user accepts or dismisses it.
 */
export type ListUpdateDecision = 'autoAccept' | 'refuse' | 'askUser'

/**
 * Decides how a list's pending update is applied (the Uniswap interface's lists updater).
 *
 * @throws UnexpectedNoVersionBumpError ('unexpected no version bump') when the update is not newer than the current list.
 * @example decideListUpdate(url, state.byUrl[url].current, state.byUrl[url].pendingUpdate) // 'autoAccept'
 */
export function decideListUpdate(listUrl: string, current: TokenList, pending: TokenList): ListUpdateDecision {
  const bump = getVersionUpgrade(current.version, pending.version)
  switch (bump) {
    case VersionUpgrade.NONE:
      throw new UnexpectedNoVersionBumpError(listUrl)
    case VersionUpgrade.PATCH:
    case VersionUpgrade.MINOR:
      return bump >= minVersionBump(current.tokens, pending.tokens) ? 'autoAccept' : 'refuse'
    case VersionUpgrade.MAJOR:
      return 'askUser'
  }
}
