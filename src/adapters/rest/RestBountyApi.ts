import { BOUNTY_PAGE_SIZE } from '../../domain/bounty/pageOf'
import type {
  BountyApi,
  BountyPage,
  DailyRewardTab,
  DailyRewardView,
  DirectGameRewardView,
  ExtLpPanelView,
  GameTypeFilter,
  InviteTaskView,
  NodeGameTaskView,
  ReferrerItemView,
  SignedRewardVoucher,
  SpreadRewardKind,
  TeamPromotionItemView,
} from '../../ports/BountyApi'
import { big, bigOrNull, type Json, lower } from './jsonValues'
import { RestEndpoint } from './RestEndpoint'
import { signedRewardVoucherOf } from './signedRewardVoucherOf'

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const gameType = (value: unknown) => (Number(value) === 5 ? 5 : 2) as 2 | 5

/**
 * The bounty endpoints over HTTP (spec §7): the server's JSON (spec §3's names, wei as decimal strings: bountyWire) read
 * back into the domain views' names and types.
 * Every path carries `?chainId=`; the paged tables hold BOUNTY_PAGE_SIZE rows a page.
 */
export class RestBountyApi extends RestEndpoint implements BountyApi {
  async extLpPanel(chainId: number, account: string): Promise<ExtLpPanelView> {
    const data = (await this.getOnChain(`/api/get-ext-lp-panel/${account}`, chainId)) as Json
    return {
      onOffer: list(data.jackpot_list).map((item) => ({ token: lower(item.token), amount: big(item.amount) })),
      notDrawn: list(data.jackpot_list_not).map((item) => ({
        drawId: big(item.draw_id),
        token: lower(item.token),
        closeTime: Number(item.close_time),
        prizes: list(item.prizes).map(big),
      })),
      drawn: list(data.jackpot_list_yet).map((item) => ({
        drawId: big(item.draw_id),
        token: lower(item.token),
        closeTime: Number(item.close_time),
        seed: String(item.seed),
        winners: list(item.winners).map((winner) => ({ address: lower(winner.address), prize: big(winner.prize) })),
        pending: item.pending === true,
      })),
      lpEarned: list(data.oneself_lp_total_reward_list).map((item) => ({
        token: lower(item.token),
        amount: big(item.amount),
        usdtValue: bigOrNull(item.equal_u),
      })),
      lpReceivable: list(data.oneself_lp_can_receive_reward_list).map((item) => ({
        token: lower(item.token),
        sum: big(item.sum),
      })),
      lpPending: list(data.oneself_lp_pending_reward_list).map((item) => ({
        token: lower(item.token),
        sum: big(item.sum),
      })),
      pledgingFriends: Number(data.direct_drive ?? 0),
    }
  }

  async inviteTasks(chainId: number, account: string): Promise<InviteTaskView[]> {
    const data = await this.getOnChain(`/api/player-invite-task/4/${account}`, chainId)
    return list(data).map((item) => {
      const reward = (item.reward_content ?? {}) as Json
      return {
        id: Number(item.id),
        description: String(item.task_content),
        reward: { token: lower(reward.token), amount: big(reward.amount) },
        invites: Number(item.invites),
        complete: Number(item.is_receive) === 2,
        missingFriends: Number(item.not_num),
        received: item.received === true,
        pending: item.pending === true,
      }
    })
  }

  async unpaidReward(chainId: number, account: string, token: string): Promise<bigint> {
    const data = (await this.getOnChain(`/api/get-lp-reward-amount/${account}?token=${token}`, chainId)) as Json
    return big(data.total_reward)
  }

  async receiveInviteTask(chainId: number, account: string, taskId: number): Promise<void> {
    await this.getOnChain(`/api/player-invite-task-succ/${taskId}/${account}`, chainId)
  }

  async dailyReward(chainId: number, account: string, tab: DailyRewardTab): Promise<DailyRewardView> {
    const data = (await this.getOnChain(`/api/player/offer-daily-reward/${account}/${tab}`, chainId)) as Json
    return {
      weight: big(data.weight),
      inviter: data.parent_addr === null || data.parent_addr === undefined ? null : lower(data.parent_addr),
      rewards: list(data.rewards).map((item) => ({
        tokenName: String(item.TokenName),
        sum: big(item.SumAmont),
        pending: big(item.pending),
      })),
      day: data.day === null || data.day === undefined ? null : String(data.day),
    }
  }

  async directGameRewardTotal(chainId: number, account: string): Promise<DirectGameRewardView[]> {
    const data = await this.getOnChain(`/api/player/direct-game-reward-total/${account}`, chainId)
    return list(data).map((item) => ({
      id: Number(item.id),
      gameType: gameType(item.game_type),
      ratioBps: Number(item.ratio),
      token: lower(item.token),
      sum: big(item.sum),
      pending: big(item.pending),
    }))
  }

  async nodeGameTaskState(chainId: number, account: string): Promise<NodeGameTaskView> {
    const data = (await this.getOnChain(`/api/player/node-game-task-state/${account}`, chainId)) as Json
    return {
      teamSize: Number(data.node_team),
      directFriends: Number(data.node_direct_people),
      directBets: big(data.node_direct_bet),
      finish: Number(data.finish),
      total: Number(data.total),
    }
  }

  async referrers(
    chainId: number,
    account: string,
    page: number,
    filter: GameTypeFilter,
  ): Promise<BountyPage<ReferrerItemView>> {
    const path = `/api/player/spread-referrer-data/${account}?page=${page}&gameType=${filter}`
    const data = (await this.getOnChain(path, chainId)) as Json
    return this.paged(data, page, (item) => ({
      address: lower(item.Addr),
      games: Number(item.NumGames),
      gameType: gameType(item.GameType),
      bets: big(item.Bets),
      token: lower(item.Token),
      weight: big(item.Weight),
    }))
  }

  async teamPromotion(
    chainId: number,
    account: string,
    page: number,
    year: number,
    month: number,
  ): Promise<BountyPage<TeamPromotionItemView>> {
    const path = `/api/player/spread-team-promotion-data/${account}?page=${page}&year=${year}&month=${month}`
    const data = (await this.getOnChain(path, chainId)) as Json
    return this.paged(data, page, (item) => ({
      bets: big(item.Bets),
      token: lower(item.Token),
      usdtValue: bigOrNull(item.EqU),
      day: String(item.DayStr),
    }))
  }

  async drawLpExtReward(chainId: number, account: string): Promise<SignedRewardVoucher> {
    return signedRewardVoucherOf(
      chainId,
      (await this.getOnChain(`/api/draw-lp-ext-reward/${account}`, chainId)) as Json,
    )
  }

  async spreadRewardWithdrawal(chainId: number, account: string, kind: SpreadRewardKind): Promise<SignedRewardVoucher> {
    const data = await this.getOnChain(`/api/player/do-spread-reward-withdrawal/${account}/${kind}`, chainId)
    return signedRewardVoucherOf(chainId, data as Json)
  }

  /** `{list, count}` as a page: more follow while the rows before and on this page are fewer than the count. */
  private paged<T>(data: Json, page: number, row: (item: Json) => T): BountyPage<T> {
    const count = Number(data.count ?? 0)
    return { page, count, hasMore: page * BOUNTY_PAGE_SIZE < count, list: list(data.list).map(row) }
  }

  private getOnChain(path: string, chainId: number): Promise<unknown> {
    const withChain = `${path}${path.includes('?') ? '&' : '?'}chainId=${chainId}`
    return this.get(withChain)
  }
}
