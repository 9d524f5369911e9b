/** What the reward distributor already paid (its `getDistributeReward`), read from the chain. */
export interface RewardsPaid {
  /** The total paid to `account` in each of `tokens` by `distributor` on `chainId`, same order. */
  paidOf(chainId: number, distributor: string, account: string, tokens: readonly string[]): Promise<bigint[]>
}

export const RewardsPaid = Symbol.for('RewardsPaid')
