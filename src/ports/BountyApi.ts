import type {
  DailyRewardTab,
  NodeGameTaskView,
  ReferrerItemView,
  TeamPromotionItemView,
  TokenAmount,
  TokenSum,
} from '../domain/bounty/BountyViews'
import type {
  DailyRewardView,
  DirectGameRewardView,
  DrawnPrizeView,
  ExtLpPanelView,
  InviteTaskView,
} from '../domain/bounty/FinalBountyViews'
import type { GameTypeFilter } from '../domain/bounty/GameRound'
import type { SignedRewardVoucher } from '../domain/mining/rewardVoucher'

export type {
  DailyRewardTab,
  DailyRewardView,
  DirectGameRewardView,
  DrawnPrizeView,
  ExtLpPanelView,
  GameTypeFilter,
  InviteTaskView,
  NodeGameTaskView,
  ReferrerItemView,
  SignedRewardVoucher,
  TeamPromotionItemView,
  TokenAmount,
  TokenSum,
}

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
 * The bounty endpoints of `/api/*` (spec §7, issue 15), typed as the domain views (FinalBountyViews, BountyViews) in
 * domain names, wei as bigint (the adapter maps the server's JSON names); every call names the chain.
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
