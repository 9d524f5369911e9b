import type { SignedRewardVoucher } from '../domain/mining/rewardVoucher'

/** One pool of `get-addr-lp`, amounts in base units. */
export interface MiningPoolView {
  lpToken: string
  /** 'AURA/USDT' */
  token: string
  rewardToken: string
  rewardSymbol: string
  pledgeAmount: bigint
  tvlUsdt: number | null
  totalReward: bigint
  dailyOutput: bigint
  apr: number | null
  apy: number | null
  flowMining: boolean
  shutDown: boolean
  myPledge: bigint
  income: bigint
}

/** What `account` earned in a reward token, what the distributor paid, and where the server's ledger stands. */
export interface RewardAmountView {
  /** What a claim pays now: `earned` less `paid`, all at the final head (`block`). */
  totalReward: bigint
  /** The cumulative total a voucher names: `miningEarned` + `credited`. */
  earned: bigint
  /** LP mining's part, a pure function of the mining contract's events (`fomo mining verify`). */
  miningEarned: bigint
  /** The reward ledger's part: every other programme's credits, e.g. season shares (`fomo season verify`). */
  credited: bigint
  paid: bigint
  /** LP mining earned in blocks not final yet: shown as pending, not in any voucher. */
  pending: bigint
  /** The final block the figures stand on (the chain's finality depth below the indexed head), and its time. */
  block: number
  time: number
}

/** A lock option of `lp-config-info` (spec section 3's LP lock config item); weight and energy ratio in basis points. */
export interface LockOptionView {
  /** Seconds; 0 is demand (flexible). */
  duration: number
  day: number
  weight: number
  apr: number | null
  /** For a new pledge at this option, now. */
  apy: number | null
  energyRatio: number
  lpPriceUsd: number | null
}

/** A fixed-term lock of `get-lp-current-regular`; unlock time in seconds since the epoch. */
export interface RegularLockView {
  lockId: string
  duration: number
  weight: number
  apy: number | null
  amount: bigint
  unlockTime: number
  matured: boolean
}

/** `get-lp-current-regular`: the account's demand LP (and its USD worth) and its fixed-term locks; the demand LP
 * includes the matured locks, which are still listed (matured) until a withdrawal moves them. */
export interface CurrentRegularView {
  currentNow: bigint
  currentUsd: number | null
  regularList: RegularLockView[]
}

/** The mining endpoints of `/api/*` (spec section 7), typed. */
export interface MiningApi {
  pools(
    chainId: number,
    account: string,
    personalOnly: boolean,
  ): Promise<{ totalLockedUsdt: number; list: MiningPoolView[] }>
  lockConfig(chainId: number, lpToken: string): Promise<LockOptionView[]>
  currentRegular(chainId: number, account: string, lpToken: string): Promise<CurrentRegularView>
  rewardAmount(chainId: number, account: string, rewardToken: string): Promise<RewardAmountView>
  drawReward(chainId: number, account: string, rewardToken: string): Promise<SignedRewardVoucher>
}

export const MiningApi = Symbol.for('MiningApi')
