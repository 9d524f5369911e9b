import { migrationDeadline } from './migrationDeadline'

/** The arguments of a V1 exchange's `removeLiquidity(amount, min_eth, min_tokens, deadline)`. */
export interface RemoveV1Args {
  readonly amount: bigint
  readonly minEth: bigint
  readonly minTokens: bigint
  readonly deadline: bigint
}

/**
 * Removes `percent` (1 to 100) of a V1 position as the interface does: minimums of 1 wei each (spec section 7,
 * `removeLiquidity(amount, 1, 1, deadline)`) and a deadline 1200 s from now.
 *
 * @example buildRemoveV1Args(1000n, 25n, Date.now()) // { amount: 250n, minEth: 1n, minTokens: 1n, deadline }
 */
export function buildRemoveV1Args(liquidity: bigint, percent: bigint, nowMs: number): RemoveV1Args {
  return { amount: (liquidity * percent) / 100n, minEth: 1n, minTokens: 1n, deadline: migrationDeadline(nowMs) }
}
