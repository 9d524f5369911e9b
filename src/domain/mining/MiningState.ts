/** A lock option of a pool: weight and energy ratio in basis points (10,000 = 1x). */
export interface LockOption {
  weight: number
  energyRatio: number
}

/** A fixed-term pledge: its terms are frozen when it is made. */
export interface MiningLock {
  lockId: bigint
  amount: bigint
  lockDays: number
  weight: number
  energyRatio: number
  /** Seconds since the epoch. */
  depositedAt: number
  unlockAt: number
  /** Past `unlockAt` (or the pool shut down): it earns as demand LP and can be withdrawn. */
  matured: boolean
}

/** One account's pledges in one pool, and what they earned. */
export interface MiningPosition {
  account: string
  /** The demand balance as the contract holds it (matured locks join it when a withdrawal moves them). */
  demand: bigint
  /** LP that earns at the demand weight: the demand balance plus matured locks not yet moved. */
  demandUnits: bigint
  /** Σ unmatured lock amount × weight. */
  lockStake: bigint
  /** Locks by id, matured or not, until a withdrawal moves them into the demand balance. */
  locks: Map<bigint, MiningLock>
  /** Reward-token wei earned, up to the last settlement. */
  earned: bigint
  accDemandSeen: bigint
  accLockSeen: bigint
}

/** A mining pool as the ledger keeps it. */
export interface MiningPool {
  lpToken: string
  rewardToken: string
  rewardPerSecond: bigint
  /** The day-0 (demand) option's weight; 0 while demand is not offered. */
  demandWeight: number
  /** The options on offer, by lock days. */
  options: Map<number, LockOption>
  shutDown: boolean
  /** Seconds: how far the accumulators have been advanced. */
  updatedAt: number
  accDemand: bigint
  accLock: bigint
  demandUnits: bigint
  lockStake: bigint
  /** LP held for the pool: every demand balance and lock. */
  pledged: bigint
  /** Reward-token wei emitted to stakers so far (seconds with no stake emit nothing). */
  emitted: bigint
}
