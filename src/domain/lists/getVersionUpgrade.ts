import type { Version } from './TokenList'
import { VersionUpgrade } from './VersionUpgrade'

/**
 * The bump from `base` to `update`: MAJOR if the major number went up, else MINOR if the minor did, else PATCH if
 * the patch did; NONE when `update` is the same or older (as @uniswap/token-lists' `getVersionUpgrade`).
 *
 * @example getVersionUpgrade({ major: 1, minor: 0, patch: 3 }, { major: 1, minor: 1, patch: 0 }) // VersionUpgrade.MINOR
 */
export function getVersionUpgrade(base: Version, update: Version): VersionUpgrade {
  if (update.major > base.major) return VersionUpgrade.MAJOR
  if (update.major < base.major) return VersionUpgrade.NONE
  if (update.minor > base.minor) return VersionUpgrade.MINOR
  if (update.minor < base.minor) return VersionUpgrade.NONE
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE
}
