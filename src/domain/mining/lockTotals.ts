/** What the lock list is made of: an amount, its weight in basis points and whether it has matured. */
export interface LockAmount {
  readonly amount: bigint
  /** Basis points, 10,000 = 1x. */
  readonly weight: number
  readonly matured: boolean
}

const WEIGHT_ONE = 10_000n

/**
 * The bank-income figures of a position (spec sections 2 and 5): what an LP withdrawal may take now and the DAO
 * voucher, the weighted fixed-term pledge Σ unmatured amount × weight (in LP, rounded down), which the leaderboard
 * ranks. `demand` is the demand LP now as `get-lp-current-regular` gives it: matured locks are in it already (they
 * count as demand from their unlock time, as the contract's `withdrawableOf` counts them, moved or not), so it is
 * all that is withdrawable and the matured locks listed beside it are not added again.
 *
 * @example lockTotals(2n, [{ amount: 10n, weight: 12_000, matured: false }]) // { withdrawable: 2n, daoVoucher: 12n }
 */
export function lockTotals(demand: bigint, locks: readonly LockAmount[]): { withdrawable: bigint; daoVoucher: bigint } {
  let weighted = 0n
  for (const lock of locks) {
    if (!lock.matured) weighted += lock.amount * BigInt(lock.weight)
  }
  return { withdrawable: demand, daoVoucher: weighted / WEIGHT_ONE }
}
