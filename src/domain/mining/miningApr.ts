const SECONDS_PER_YEAR = 31_536_000
const ONE_LP = 10n ** 18n

/**
 * The yearly return, as a fraction (0.35 = 35%), of one LP token pledged now at `weight` (basis points): the pool's
 * yearly emission in USD × the share one more weighted LP would take of the pool's total stake, over the LP's price.
 * For display only (prices never change a payout); `undefined` without the prices it needs.
 *
 * @example newPledgeApr({ rewardPerSecond: 10n ** 15n, rewardDecimals: 18, rewardPriceUsd: 2, totalStake: 0n, weight: 10_000, lpPriceUsd: 100 }) // ≈ 630.72
 */
export function newPledgeApr(input: {
  readonly rewardPerSecond: bigint
  readonly rewardDecimals: number
  readonly rewardPriceUsd: number | undefined
  /** The pool's Σ LP wei × weight now. */
  readonly totalStake: bigint
  readonly weight: number
  readonly lpPriceUsd: number | undefined
}): number | undefined {
  const { rewardPriceUsd, lpPriceUsd } = input
  if (!rewardPriceUsd || !lpPriceUsd || input.weight <= 0) return undefined
  const yearlyUsd = (Number(input.rewardPerSecond) / 10 ** input.rewardDecimals) * SECONDS_PER_YEAR * rewardPriceUsd
  const stake = ONE_LP * BigInt(input.weight)
  const share = Number((stake * 1_000_000_000n) / (input.totalStake + stake)) / 1e9
  return (yearlyUsd * share) / lpPriceUsd
}

/**
 * Where the shown yield stops counting: 1,000,000 = 100,000,000%. A pool with little pledged against its emission
 * (the devnet's) compounds past any figure a person can read, and past what a double holds (Infinity, which JSON
 * cannot carry): such a yield shows as above this cap.
 */
export const YIELD_DISPLAY_CAP = 1_000_000

/** The APY of an APR compounded daily, (1 + APR / 365)^365 − 1, at most YIELD_DISPLAY_CAP. */
export function aprToApy(apr: number): number {
  return Math.min((1 + apr / 365) ** 365 - 1, YIELD_DISPLAY_CAP)
}
