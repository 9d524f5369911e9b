// Labels of letters and digits joined by single hyphens (no leading, trailing or doubled hyphen), at least two of them
// separated by dots: `alice.eth`, `tokens.fomo.eth`. The label rule is the Uniswap interface's ENS name rule.
const LABEL = '[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*'
const DOMAIN_LIKE = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`)

/** The longest name accepted, as for DNS names. */
const MAX_NAME_LENGTH = 253

/**
 * Whether text looks like a name for the name service (two or more dot-separated labels), so that it is worth a
 * lookup through the name-resolution port. Says nothing about whether the name resolves.
 *
 * @example isDomainLikeName('tokens.fomo.eth') // true
 * @example isDomainLikeName('eth') // false
 */
export function isDomainLikeName(value: string): boolean {
  return value.length <= MAX_NAME_LENGTH && DOMAIN_LIKE.test(value)
}
