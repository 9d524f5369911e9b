/** What a mining records row records: a reward paid, LP taken out of LP mining, or a capital-pool withdrawal. */
export type MiningRecordKind = 'miningReward' | 'lpWithdraw' | 'capitalWithdraw'

/**
 * One payout to an account by a mining contract, as its log says (issue 30 item 10): the reward distributor's
 * `RewardDistributed`, LP mining's `Withdrawn` (LP leaving the contract; a lock maturing moves nothing and is none)
 * and the capital pool's `Withdrawn`. Addresses lowercase.
 */
export interface MiningRecordEvent {
  readonly kind: MiningRecordKind
  readonly chainId: number
  readonly txHash: string
  readonly blockNumber: number
  readonly logIndex: number
  /** The token paid: the reward token, the LP token, or the deposited token. */
  readonly token: string
  readonly amount: bigint
}

/** The mining contracts of a chain whose payouts are read; none where the chain has none. */
export interface MiningRecordContracts {
  readonly rewardDistributor?: string
  readonly lpMining?: string
  readonly capitalPool?: string
}
