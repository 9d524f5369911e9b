import type { TitleState } from '../domain/season/titleStatus'
import type { SignedTitleVoucher, TitleTier } from '../domain/season/titleVoucher'

export type { SignedTitleVoucher, TitleTier }

/** The friend kinds of `get-season-my-invite-sum`: 3 direct friends (invited), 4 diffused (their invitees). */
export type FriendKind = 3 | 4

/** One earlier season's reward to title holders (`nft{1,2}_before_season_reward_list`), in base units of its token. */
export interface SeasonRewardView {
  token: string
  reward: bigint
}

/** `get-season-data` (spec section 3's season data): energies and asks in wei of energy (18 decimals). */
export interface SeasonDataView {
  seasonNumber: number
  /** Seconds since the epoch; `null` before the season opens. */
  startTime: number | null
  endTime: number | null
  energy: bigint
  ownEnergy: bigint
  directEnergy: bigint
  diffusedEnergy: bigint
  nft1Ask: bigint | null
  nft2Ask: bigint | null
  nft1State: TitleState
  nft2State: TitleState
  /** The extend reward's share of the fund for earlier titles' holders, in basis points. */
  extendReward: number | null
  fund: { token: string; symbol: string | null; amount: bigint }[]
  nft1BeforeSeasonRewardList: SeasonRewardView[]
  nft2BeforeSeasonRewardList: SeasonRewardView[]
  /** The time of the server's latest indexed block (seconds), the chain's own clock. */
  indexedTime: number | null
}

/** One energy log entry (its `content` JSON): the change's type (pledge, direct, diffused) and signed amount. */
export interface EnergyLogEntry {
  type: string
  changeAmount: bigint
  season: number | null
  /** Seconds since the epoch. */
  time: number | null
}

/** A page of the spec's paged lists, with whether another follows. */
export interface SeasonPage<T> {
  page: number
  count: number
  hasMore: boolean
  list: T[]
}

/** `get-season-energy-log`: the superior, the account's season energy and a page of its log, newest first. */
export interface EnergyLogPage extends SeasonPage<EnergyLogEntry> {
  parentName: string | null
  oneselfSeasonEnergy: bigint
}

/** A friend of `get-season-my-invite-sum`; the fields the server does not send are `null`. */
export interface FriendView {
  relatedAddr: string
  pledgeDay: number | null
  pledgeAmount: bigint
  /** The courage (energy) the friend contributes this season. */
  amount: bigint
  lockType: string | null
  tradingVolume: bigint | null
}

/** `get-season-my-invite-sum/{3|4}`: a page of friends, the top player and the direct count. */
export interface InviteSumPage extends SeasonPage<FriendView> {
  topPlayerName: string | null
  directCount: number
  totalRewardList: SeasonRewardView[]
}

/** The season endpoints of `/api/*` (spec section 7), typed; every call names the chain. */
export interface SeasonApi {
  seasonData(chainId: number, account: string): Promise<SeasonDataView>
  energyLog(chainId: number, account: string, page: number): Promise<EnergyLogPage>
  inviteSum(chainId: number, account: string, kind: FriendKind, page: number): Promise<InviteSumPage>
  drawSeasonReward(chainId: number, account: string, tier: TitleTier): Promise<SignedTitleVoucher>
}

export const SeasonApi = Symbol.for('SeasonApi')
