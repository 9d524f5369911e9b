import type { BountyViews, DailyRewardTab } from '../domain/bounty/BountyViews'
import type { FinalBountyViews } from '../domain/bounty/FinalBountyViews'
import type { GameTypeFilter } from '../domain/bounty/GameRound'
import type { SignedRewardVoucher } from '../domain/mining/rewardVoucher'

export type { DailyRewardTab, GameTypeFilter, SignedRewardVoucher }

/**
 * `get-ext-lp-panel` (spec §3's extended LP panel): the prize pool's draws, the LP extension and `direct_drive`; what
 * can be received is final, the rest pending (FinalBountyViews).
 */
export type ExtLpPanelView = ReturnType<FinalBountyViews['extLpPanel']>
/** One draw of `jackpot_list_yet`: its seed and its winners with their prizes. */
export type DrawnPrizeView = ExtLpPanelView['jackpot_list_yet'][number]
/**
 * One invite task of `player-invite-task/4` (`is_receive` 2 complete at the final heads, 4 ongoing; `pending` when it is
 * complete only in blocks not final yet; `received` once credited).
 */
export type InviteTaskView = ReturnType<FinalBountyViews['inviteTasks']>[number]
/** `offer-daily-reward/{tab}`: the promotion weight, the inviter and the rewards of the tab's days (final, pending). */
export type DailyRewardView = ReturnType<FinalBountyViews['dailyReward']>
/** One row of `direct-game-reward-total` (`sum` final, `pending` the rest). */
export type DirectGameRewardView = ReturnType<FinalBountyViews['directGameRewardTotal']>[number]
/** `node-game-task-state`. */
export type NodeGameTaskView = ReturnType<BountyViews['nodeGameTaskState']>
/** One row of the referrer table (`spread-referrer-data`). */
export type ReferrerItemView = ReturnType<BountyViews['spreadReferrerData']>['list'][number]
/** One day of team promotion (`spread-team-promotion-data`). */
export type TeamPromotionItemView = ReturnType<BountyViews['spreadTeamPromotionData']>['list'][number]

/** A page of the bounty area's tables: the rows of page `page` (from 1), the count of all rows, whether more follow. */
export interface BountyPage<T> {
  page: number
  count: number
  hasMore: boolean
  list: T[]
}

/**
 * `do-spread-reward-withdrawal/{address}/{inviterOrTop}`: `inviter` the promotion reward earned as an inviter (daily
 * promotion), `top` as the top of a team (the game node). Both answer the one cumulative voucher of the reward ledger.
 */
export type SpreadRewardKind = 'inviter' | 'top'

/**
 * The bounty endpoints of `/api/*` (spec §7, issue 15), typed as BountyViews returns them (wei as bigint); every call
 * names the chain.
 */
export interface BountyApi {
  extLpPanel(chainId: number, account: string): Promise<ExtLpPanelView>
  inviteTasks(chainId: number, account: string): Promise<InviteTaskView[]>
  /** `player-invite-task-succ/{taskId}`: receives a complete task's reward into the ledger (it pays once). */
  receiveInviteTask(chainId: number, account: string, taskId: number): Promise<void>
  dailyReward(chainId: number, account: string, tab: DailyRewardTab): Promise<DailyRewardView>
  directGameRewardTotal(chainId: number, account: string): Promise<DirectGameRewardView[]>
  nodeGameTaskState(chainId: number, account: string): Promise<NodeGameTaskView>
  referrers(
    chainId: number,
    account: string,
    page: number,
    gameType: GameTypeFilter,
  ): Promise<BountyPage<ReferrerItemView>>
  teamPromotion(
    chainId: number,
    account: string,
    page: number,
    year: number,
    month: number,
  ): Promise<BountyPage<TeamPromotionItemView>>
  /**
   * `get-lp-reward-amount?token=`'s total_reward: what the distributor's one cumulative voucher would pay `account` now
   * in `token` (every programme's credits, LP mining's included, less what it already paid).
   */
  unpaidReward(chainId: number, account: string, token: string): Promise<bigint>
  /** `draw-lp-ext-reward`: the distributor's cumulative voucher (the LP extension among every programme's credits). */
  drawLpExtReward(chainId: number, account: string): Promise<SignedRewardVoucher>
  /** `do-spread-reward-withdrawal`: the same cumulative voucher, asked for the promotion rewards. */
  spreadRewardWithdrawal(chainId: number, account: string, kind: SpreadRewardKind): Promise<SignedRewardVoucher>
}

export const BountyApi = Symbol.for('BountyApi')
