import { reaction, runInAction } from 'mobx'
import type { BountyClaimKind, BountyService, BountyStatus } from '../../../domain/bounty/BountyService'
import { receivable } from '../../../domain/bounty/receivable'
import { utcMonth } from '../../../domain/bounty/utcMonth'
import type {
  BountyPage,
  DailyRewardView,
  GameTypeFilter,
  ReferrerItemView,
  TeamPromotionItemView,
} from '../../../ports/BountyApi'
import type { Clock } from '../../../ports/Clock'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { LatestRequest } from '../../stores/LatestRequest'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { PagedList } from '../../stores/PagedList'
import { programmeFailureText } from '../../stores/programmeFailureText'
import { refreshWhilePending } from '../../stores/refreshWhilePending'
import { settledNotice } from '../../stores/settledNotice'
import type { Translate } from '../../stores/Translate'
import { bountyFailureText } from './bountyFailureText'

/** The three tabs of the invitation and income area (spec §2). */
export type BountyTab = 'lpTask' | 'dailyPromotion' | 'gameNode'

/** `offer-daily-reward`'s tabs: today so far, yesterday, every credited day. */
export type DailyTab = 1 | 2 | 3

/** The receive buttons: the LP task's extension, the daily promotion (with received invite tasks), prizes won. */
export type ReceiveTarget = 'lpTask' | 'dailyPromotion' | 'prizes'

/** What each receive button claims. */
const CLAIM_OF: Readonly<Record<ReceiveTarget, BountyClaimKind>> = {
  lpTask: 'lpExt',
  dailyPromotion: 'inviter',
  prizes: 'top',
}

/**
 * `/jianghuOrder`'s bounty view model (spec §2–§4, issue 15) over BountyService: the three tabs (LP task, daily
 * promotion, game node) and the prize pool, the figures of the connected account read on every chain or account
 * change, the referrer table with its game-type filter and the month's team promotion (paged, from page 1 again on
 * a tab, filter or month change), invite tasks received once complete, and receive buttons live only above 0.
 * Failures and successes show in the 2-second notice.
 */
export class BountyStore {
  tab: BountyTab = 'lpTask'
  dailyTab: DailyTab = 1
  gameType: GameTypeFilter = 0
  month: { year: number; month: number }
  status: BountyStatus | undefined = undefined
  claiming: BountyClaimKind | undefined = undefined
  receiving: number | undefined = undefined
  readonly referrers: PagedList<ReferrerItemView, BountyPage<ReferrerItemView>>
  readonly team: PagedList<TeamPromotionItemView, BountyPage<TeamPromotionItemView>>
  private readonly latest = new LatestRequest()

  constructor(
    readonly session: CrossChainSession,
    private readonly bounty: BountyService,
    clock: Clock,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    this.month = utcMonth(Math.floor(clock.now() / 1000))
    this.referrers = new PagedList((page) => {
      const { account, chainId } = this.session
      return account ? this.bounty.referrers(chainId, account, page, this.gameType) : undefined
    })
    this.team = new PagedList((page) => {
      const { account, chainId } = this.session
      const { year, month } = this.month
      return account ? this.bounty.teamPromotion(chainId, account, page, year, month) : undefined
    })
    observableExcept(this, ['session', 'bounty', 'notices', 't', 'referrers', 'team', 'latest'])
  }

  /** The daily promotion tab's figures for the chosen day tab. */
  get daily(): DailyRewardView | undefined {
    const daily = this.status?.daily
    if (!daily) return undefined
    return this.dailyTab === 1 ? daily.today : this.dailyTab === 2 ? daily.yesterday : daily.all
  }

  /** Whether a figure shown is not final yet: a credit, a task or a draw in blocks under the finality depth. */
  get hasPending(): boolean {
    const status = this.status
    if (!status) return false
    const { panel, daily, directTotals, tasks } = status
    return (
      panel.lpPending.length > 0 ||
      panel.drawn.some((draw) => draw.pending) ||
      tasks.some((task) => task.pending) ||
      directTotals.some((row) => row.pending > 0n) ||
      [daily.today, daily.yesterday, daily.all].some((view) => view.rewards.some((reward) => reward.pending > 0n))
    )
  }

  /** What a receive button pays now, in wei (`receivable`: credited, at most what is unpaid); grey at 0. */
  claimable(target: ReceiveTarget): bigint {
    const { status } = this
    const account = this.session.account
    if (!status || !account) return 0n
    return receivable(status, account, CLAIM_OF[target])
  }

  /**
   * Reads everything again on every chain or account change (and at each new block while something is pending), and
   * the tables on a tab, filter or month change.
   */
  watch(): () => void {
    const stopPending = refreshWhilePending(
      this.session,
      () => this.hasPending,
      () => void this.refresh(),
    )
    const stopStatus = reaction(
      () => [this.session.chainId, this.session.account] as const,
      () => void this.refresh(),
      { fireImmediately: true },
    )
    const stopReferrers = reaction(
      () => [this.tab, this.gameType, this.session.chainId, this.session.account] as const,
      () => void this.referrers.reload(),
      { fireImmediately: true },
    )
    const stopTeam = reaction(
      () => [this.tab, this.month.year, this.month.month, this.session.chainId, this.session.account] as const,
      () => void this.team.reload(),
      { fireImmediately: true },
    )
    return () => {
      stopPending()
      stopStatus()
      stopReferrers()
      stopTeam()
    }
  }

  async refresh(): Promise<void> {
    const { account, chainId } = this.session
    await this.latest.runForAccount(
      account,
      (account) => this.bounty.status(chainId, account),
      (status) => (this.status = status),
      () => {}, // the reporting API has shown it in the red notice
    )
  }

  setTab(tab: BountyTab): void {
    this.tab = tab
  }

  setDailyTab(tab: DailyTab): void {
    this.dailyTab = tab
  }

  setGameType(gameType: GameTypeFilter): void {
    this.gameType = gameType
  }

  /** `YYYY-MM` from the month picker; anything else is ignored. */
  setMonth(value: string): void {
    const match = /^(\d{4})-(\d{2})$/.exec(value)
    const month = Number(match?.[2])
    if (match && month >= 1 && month <= 12) this.month = { year: Number(match[1]), month }
  }

  /** Receives a complete invite task's reward into the ledger, then reads the figures again. */
  async receiveTask(taskId: number): Promise<void> {
    const { account, chainId } = this.session
    if (!account || this.receiving !== undefined) return
    this.receiving = taskId
    try {
      await this.bounty.receiveInviteTask(chainId, account, taskId)
      this.notices.show('success', this.t('bounty.taskReceived'))
      await this.refresh()
    } catch (error) {
      const text = bountyFailureText(error, this.t) ?? programmeFailureText(error, this.t)
      if (text) this.notices.show('error', text)
    } finally {
      runInAction(() => (this.receiving = undefined))
    }
  }

  /** A receive button: the cumulative voucher sent to the distributor; grey (nothing happens) at 0. */
  async claim(target: ReceiveTarget): Promise<void> {
    const { account, chainId } = this.session
    if (!account || this.claiming || this.claimable(target) === 0n) return
    const kind = CLAIM_OF[target]
    this.claiming = kind
    try {
      const { submitted } = await this.bounty.claim({
        target: { chainId, account, distributor: this.session.contracts.rewardDistributor },
        kind,
        tokenInfo: (token) => {
          const info = this.session.tokenOf(chainId, token)
          return info && { symbol: info.symbol, decimals: info.decimals }
        },
      })
      const texts = { success: 'bounty.claimSuccess', failure: 'mining.error.withdrawalFailed' } as const
      // the server sees the payout once it has indexed its block: read again then
      if (await settledNotice(submitted.hash, texts, this))
        this.session.afterIndexed(submitted.hash, () => this.refresh())
    } catch (error) {
      const text = bountyFailureText(error, this.t) ?? programmeFailureText(error, this.t)
      if (text) this.notices.show('error', text)
    } finally {
      runInAction(() => (this.claiming = undefined))
    }
  }
}
