import type { LpMiningReads } from './LpMiningReads'

/** A mining pool as its contract holds it. Weights and energy ratios in basis points. */
export interface MiningPoolFacts {
  rewardToken: string
  rewardPerSecond: bigint
  shutDown: boolean
  options: { lockDays: number; weight: number; energyRatio: number }[]
}

/** One account's pledges in a pool, as the contract holds them. */
export interface MiningPositionFacts {
  demand: bigint
  locks: { id: number; amount: bigint; weight: number; energyRatio: number; unlockAt: number }[]
  /** The demand balance plus matured locks: what a withdrawal may take now. */
  withdrawable: bigint
}

/** A capital-pool account: everything deposited and not withdrawn, and what a withdrawal may take now. */
export interface CapitalBalance {
  balance: bigint
  withdrawable: bigint
  /** The fixed-term deposits not withdrawn yet, with when each term ends (seconds since the epoch). */
  deposits: { amount: bigint; unlockAt: number }[]
}

/** What the mining screens and commands read from the programme contracts (LP mining, distributor, capital pool). */
export interface MiningReads extends LpMiningReads {
  /** What the distributor already paid `account` in each token (`getDistributeReward`). */
  rewardsPaid(chainId: number, distributor: string, account: string, tokens: readonly string[]): Promise<bigint[]>
  capitalBalance(chainId: number, capitalPool: string, token: string, account: string): Promise<CapitalBalance>
  /** The enabled capital-pool options among 0–255 with their terms in days. */
  capitalOptions(chainId: number, capitalPool: string): Promise<{ option: number; termDays: number }[]>
}

export const MiningReads = Symbol.for('MiningReads')
