/** Where an event sits in its chain: events apply in (block, log index) order. Addresses are lowercase hex. */
export interface MiningEventOrigin {
  chainId: number
  blockNumber: number
  logIndex: number
  txHash: string
  /** Seconds since the epoch, from the block header: when the event took effect. */
  time: number
}

/** The admin added a pool for `lpToken`, paying `rewardToken` at `rewardPerSecond` (wei a second). */
export interface PoolAddedEvent extends MiningEventOrigin {
  kind: 'poolAdded'
  lpToken: string
  rewardToken: string
  rewardPerSecond: bigint
}

/** The pool's emission changed, from this block on. */
export interface EmissionChangedEvent extends MiningEventOrigin {
  kind: 'emissionChanged'
  lpToken: string
  rewardPerSecond: bigint
}

/** A lock option was set (weight 0: withdrawn from new pledges). Weights and energy ratios in basis points. */
export interface LockOptionSetEvent extends MiningEventOrigin {
  kind: 'lockOptionSet'
  lpToken: string
  lockDays: number
  weight: number
  energyRatio: number
}

/** The pool was shut down for good: emission ends and every lock counts as matured. */
export interface PoolShutDownEvent extends MiningEventOrigin {
  kind: 'poolShutDown'
  lpToken: string
}

/**
 * A pledge. Demand (`lockDays` 0, `lockId` 0) joins the demand balance; a fixed term is a lock with its option's
 * weight and energy ratio frozen until `unlockAt` (seconds).
 */
export interface DepositedEvent extends MiningEventOrigin {
  kind: 'deposited'
  account: string
  lpToken: string
  lockId: bigint
  amount: bigint
  lockDays: number
  weight: number
  energyRatio: number
  unlockAt: number
}

/** A withdrawal moved a matured lock into the demand balance (the ledger already counts it as demand from `unlockAt`). */
export interface LockMaturedEvent extends MiningEventOrigin {
  kind: 'lockMatured'
  account: string
  lpToken: string
  lockId: bigint
  amount: bigint
}

/** LP taken out of the demand balance. */
export interface WithdrawnEvent extends MiningEventOrigin {
  kind: 'withdrawn'
  account: string
  lpToken: string
  amount: bigint
}

/** The LP-mining contract's events, as the ledger reads them (FomoLPMining.sol). */
export type MiningEvent =
  | PoolAddedEvent
  | EmissionChangedEvent
  | LockOptionSetEvent
  | PoolShutDownEvent
  | DepositedEvent
  | LockMaturedEvent
  | WithdrawnEvent
