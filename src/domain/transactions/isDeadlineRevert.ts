// The router's `Expired()`, the LP permit's `PermitExpired()`, Uniswap V2's `UniswapV2Router: EXPIRED`.
const DEADLINE_REVERT = /(?:^|[^A-Za-z])(?:Permit)?Expired(?:\(\))?$|: EXPIRED$/

/**
 * Whether a revert reason says the transaction's deadline passed (the chain's time is past it), not that a token or
 * the amounts are wrong.
 *
 * @example isDeadlineRevert('Expired()') // true
 */
export function isDeadlineRevert(reason: string): boolean {
  return DEADLINE_REVERT.test(reason)
}
