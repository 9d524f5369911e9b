import type { Version } from './TokenList'

/**
 * Orders two list versions by major, then minor, then patch: negative when `a` is older, 0 when equal, positive when
 * newer (a comparator for `sort`).
 *
 * @example compareVersions({ major: 1, minor: 2, patch: 0 }, { major: 1, minor: 10, patch: 0 }) // -1
 */
export function compareVersions(a: Version, b: Version): -1 | 0 | 1 {
  const difference = a.major - b.major || a.minor - b.minor || a.patch - b.patch
  return difference < 0 ? -1 : difference > 0 ? 1 : 0
}
