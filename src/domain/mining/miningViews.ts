import type { MiningPool, MiningPosition } from './MiningState'
import { aprToApy, newPledgeApr } from './miningApr'

const DAY = 86_400

/** Display prices of a pool's tokens in USD (from the market data; never used for a payout). */
export interface MiningPrices {
  readonly lpPriceUsd: number | undefined
  readonly rewardPriceUsd: number | undefined
  readonly rewardDecimals: number
}

/** A lock option as the pledge modal shows it (spec section 3's LP lock config item). */
export interface LockConfigItem {
  /** Seconds; 0 is demand (flexible). */
  readonly duration: number
  readonly day: number
  readonly weight: number
  readonly energyRatio: number
  /** For a new pledge of one LP at this option, now. */
  readonly apr: number | undefined
  readonly apy: number | undefined
  readonly lpPriceUsd: number | undefined
}

/** A fixed-term lock as the lock list shows it. */
export interface RegularLockItem {
  readonly lockId: bigint
  readonly duration: number
  readonly amount: bigint
  readonly weight: number
  readonly unlockAt: number
  readonly matured: boolean
  readonly apy: number | undefined
}

const totalStake = (pool: MiningPool) => pool.demandUnits * BigInt(pool.demandWeight) + pool.lockStake

/**
 * The pool's lock options, demand first then by term: the options on offer (an option with zero weight does not
 * exist, whatever its duration), each with the APR and APY a new pledge of one LP would earn now.
 */
export function lockConfigItems(pool: MiningPool, prices: MiningPrices): LockConfigItem[] {
  return [...pool.options]
    .sort(([a], [b]) => a - b)
    .map(([day, option]) => {
      const apr = newPledgeApr({
        rewardPerSecond: pool.shutDown ? 0n : pool.rewardPerSecond,
        rewardDecimals: prices.rewardDecimals,
        rewardPriceUsd: prices.rewardPriceUsd,
        totalStake: totalStake(pool),
        weight: option.weight,
        lpPriceUsd: prices.lpPriceUsd,
      })
      return {
        duration: day * DAY,
        day,
        weight: option.weight,
        energyRatio: option.energyRatio,
        apr,
        apy: apr === undefined ? undefined : aprToApy(apr),
        lpPriceUsd: prices.lpPriceUsd,
      }
    })
}

/**
 * The position's demand LP now (with matured locks, which earn as demand) and its fixed-term locks, oldest first,
 * each with the APY its frozen weight earns at the pool's stake now (matured: the demand weight's).
 */
export function currentRegular(
  pool: MiningPool,
  position: MiningPosition | undefined,
  prices: MiningPrices,
): { demand: bigint; demandUsd: number | undefined; locks: RegularLockItem[] } {
  if (!position) return { demand: 0n, demandUsd: prices.lpPriceUsd === undefined ? undefined : 0, locks: [] }
  const stake = totalStake(pool)
  const yearlyApy = (weight: number): number | undefined => {
    if (stake === 0n || !prices.lpPriceUsd || !prices.rewardPriceUsd || pool.shutDown) return undefined
    const yearlyUsd = (Number(pool.rewardPerSecond) / 10 ** prices.rewardDecimals) * 31_536_000 * prices.rewardPriceUsd
    // per LP: yearly USD × weight / total stake (in LP wei × weight), over the LP's price
    const apr = (yearlyUsd * weight * 1e18) / Number(stake) / prices.lpPriceUsd
    return aprToApy(apr)
  }
  const locks = [...position.locks.values()]
    .sort((a, b) => (a.lockId < b.lockId ? -1 : 1))
    .map((lock) => ({
      lockId: lock.lockId,
      duration: lock.lockDays * DAY,
      amount: lock.amount,
      weight: lock.weight,
      unlockAt: lock.unlockAt,
      matured: lock.matured,
      apy: yearlyApy(lock.matured ? pool.demandWeight : lock.weight),
    }))
  const demand = position.demandUnits
  const demandUsd = prices.lpPriceUsd === undefined ? undefined : (Number(demand) / 1e18) * prices.lpPriceUsd
  return { demand, demandUsd, locks }
}
