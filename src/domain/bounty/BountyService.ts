import type {
  BountyApi,
  BountyPage,
  DailyRewardView,
  DirectGameRewardView,
  ExtLpPanelView,
  GameTypeFilter,
  InviteTaskView,
  NodeGameTaskView,
  ReferrerItemView,
  TeamPromotionItemView,
} from '../../ports/BountyApi'
import type { RewardsPaid } from '../../ports/RewardsPaid'
import { InvalidGameTypeError } from '../errors/InvalidGameTypeError'
import { InvalidPromotionMonthError } from '../errors/InvalidPromotionMonthError'
import { InviteTaskNotCompleteError } from '../errors/InviteTaskNotCompleteError'
import { InviteTaskPendingError } from '../errors/InviteTaskPendingError'
import { InviteTaskReceivedError } from '../errors/InviteTaskReceivedError'
import { UnknownInviteTaskError } from '../errors/UnknownInviteTaskError'
import type { RewardClaimTarget, RewardTokenInfo } from '../mining/checkRewardVoucher'
import { type ClaimedVoucher, claimRewardVoucher } from '../mining/claimRewardVoucher'
import type { MiningService } from '../mining/MiningService'
import type { GameRound } from './GameRound'
import type { ChainPrizeDraw } from './prizeDrawsOf'
import { creditedTokens } from './receivable'
import { type VerifiedDraw, verifyDraws } from './verifyDraws'

/**
 * What a receive button claims: `lpExt` the LP task's extension (`draw-lp-ext-reward`), `inviter` the daily promotion
 * and `top` the game node (`do-spread-reward-withdrawal/{inviter|top}`). Each asks for the one cumulative voucher.
 */
export type BountyClaimKind = 'lpExt' | 'inviter' | 'top'

/** The bounty area's figures that are not paged, read together. */
export interface BountyStatus {
  panel: ExtLpPanelView
  tasks: InviteTaskView[]
  /** `offer-daily-reward` tabs 1 (today so far), 2 (yesterday) and 3 (every credited day). */
  daily: { today: DailyRewardView; yesterday: DailyRewardView; all: DailyRewardView }
  directTotals: DirectGameRewardView[]
  node: NodeGameTaskView
  /**
   * Per token credited above (lowercase): what the distributor's cumulative voucher would pay now, every programme's
   * credits included (`get-lp-reward-amount`'s total_reward); `receivable` caps each button by it.
   */
  unpaid: ReadonlyMap<string, bigint>
}

const GAME_TYPE_FILTERS: readonly unknown[] = [0, 2, 5]

/**
 * The bounty area (spec §2–§4, issue 15), for `/jianghuOrder` and `fomo bounty`: its reads checked before they are
 * asked (`gameType` 0, 2 or 5; months 1–12), receiving an invite task only once complete and not received, claiming by
 * the server's cumulative voucher sent to the distributor (MiningService.claim: 'No income to be withdrawn' when it
 * would pay nothing), and the draws recomputed from the chain alone.
 */
export class BountyService {
  constructor(
    readonly api: BountyApi,
    readonly paid: RewardsPaid,
    readonly mining: Pick<MiningService, 'claim'>,
  ) {}

  /** Every figure of the three tabs that is not paged, in one round of requests. */
  async status(chainId: number, account: string): Promise<BountyStatus> {
    const [panel, tasks, today, yesterday, all, directTotals, node] = await Promise.all([
      this.api.extLpPanel(chainId, account),
      this.api.inviteTasks(chainId, account),
      this.api.dailyReward(chainId, account, 1),
      this.api.dailyReward(chainId, account, 2),
      this.api.dailyReward(chainId, account, 3),
      this.api.directGameRewardTotal(chainId, account),
      this.api.nodeGameTaskState(chainId, account),
    ])
    const status = { panel, tasks, daily: { today, yesterday, all }, directTotals, node }
    const tokens = creditedTokens(status)
    const unpaid = await Promise.all(tokens.map((token) => this.api.unpaidReward(chainId, account, token)))
    return { ...status, unpaid: new Map(tokens.map((token, i) => [token, unpaid[i]!])) }
  }

  /**
   * Page `page` of the referrer table filtered by game type.
   *
   * @throws InvalidGameTypeError for a filter other than 0, 2 or 5.
   */
  referrers(chainId: number, account: string, page: number, gameType: number): Promise<BountyPage<ReferrerItemView>> {
    if (!GAME_TYPE_FILTERS.includes(gameType)) throw new InvalidGameTypeError(gameType)
    return this.api.referrers(chainId, account, page, gameType as GameTypeFilter)
  }

  /**
   * Page `page` of the month's team promotion, newest day first.
   *
   * @throws InvalidPromotionMonthError for a month outside 1–12 or a year before 1970.
   */
  teamPromotion(
    chainId: number,
    account: string,
    page: number,
    year: number,
    month: number,
  ): Promise<BountyPage<TeamPromotionItemView>> {
    if (!Number.isInteger(year) || year < 1970 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12)
      throw new InvalidPromotionMonthError(year, month)
    return this.api.teamPromotion(chainId, account, page, year, month)
  }

  /**
   * Receives invite task `taskId`'s reward into the ledger (claimed later with the others).
   *
   * @throws UnknownInviteTaskError; InviteTaskPendingError while it is complete only in blocks not final yet;
   *   InviteTaskNotCompleteError while it is ongoing; InviteTaskReceivedError once received.
   */
  async receiveInviteTask(chainId: number, account: string, taskId: number): Promise<InviteTaskView> {
    const task = (await this.api.inviteTasks(chainId, account)).find((item) => item.id === taskId)
    if (!task) throw new UnknownInviteTaskError(taskId)
    if (task.received) throw new InviteTaskReceivedError(taskId)
    if (task.pending) throw new InviteTaskPendingError(taskId)
    if (!task.complete) throw new InviteTaskNotCompleteError(taskId, task.missingFriends)
    await this.api.receiveInviteTask(chainId, account, taskId)
    return task
  }

  /**
   * Claims what the account earned: the server's cumulative voucher for `kind`, what the distributor already paid read
   * from the chain, then `distributeReward` from the account (it pays the difference, once).
   *
   * @throws NoIncomeError when the voucher pays nothing more; VoucherMismatchError; WithdrawalFailedError.
   */
  async claim(input: {
    readonly target: RewardClaimTarget
    readonly kind: BountyClaimKind
    readonly tokenInfo: RewardTokenInfo
  }): Promise<ClaimedVoucher> {
    const { target, kind } = input
    const { chainId, account } = target
    const voucher =
      kind === 'lpExt'
        ? await this.api.drawLpExtReward(chainId, account)
        : await this.api.spreadRewardWithdrawal(chainId, account, kind)
    return claimRewardVoucher(this, target, voucher, input.tokenInfo)
  }

  /**
   * The prize pool's draws recomputed from the chain's events alone (prizeDrawsOf, verifyDraws) and compared with the
   * server's drawn draws.
   */
  async verifyDraws(
    chainId: number,
    account: string,
    chain: {
      readonly draws: readonly ChainPrizeDraw[]
      readonly rounds: readonly GameRound[]
      readonly blockHash: (block: number) => string | undefined
    },
  ): Promise<VerifiedDraw[]> {
    const panel = await this.api.extLpPanel(chainId, account)
    return verifyDraws(chain.draws, chain.rounds, panel.drawn, chain.blockHash)
  }
}
