import type { BountyApi, DailyRewardTab, GameTypeFilter, SpreadRewardKind } from '../../ports/BountyApi'
import { reportFailure } from './reportFailure'

/**
 * A BountyApi that reports each failure once before passing it on (the envelope's `msg`, or the network error's
 * message), as ReportingSeasonApi does: the web app shows it in the red 2-second notice (spec section 8).
 */
export class ReportingBountyApi implements BountyApi {
  constructor(
    private readonly api: BountyApi,
    private readonly report: (message: string) => void,
  ) {}

  extLpPanel(chainId: number, account: string) {
    return reportFailure(() => this.api.extLpPanel(chainId, account), this.report)
  }

  inviteTasks(chainId: number, account: string) {
    return reportFailure(() => this.api.inviteTasks(chainId, account), this.report)
  }

  receiveInviteTask(chainId: number, account: string, taskId: number) {
    return reportFailure(() => this.api.receiveInviteTask(chainId, account, taskId), this.report)
  }

  dailyReward(chainId: number, account: string, tab: DailyRewardTab) {
    return reportFailure(() => this.api.dailyReward(chainId, account, tab), this.report)
  }

  directGameRewardTotal(chainId: number, account: string) {
    return reportFailure(() => this.api.directGameRewardTotal(chainId, account), this.report)
  }

  nodeGameTaskState(chainId: number, account: string) {
    return reportFailure(() => this.api.nodeGameTaskState(chainId, account), this.report)
  }

  referrers(chainId: number, account: string, page: number, gameType: GameTypeFilter) {
    return reportFailure(() => this.api.referrers(chainId, account, page, gameType), this.report)
  }

  teamPromotion(chainId: number, account: string, page: number, year: number, month: number) {
    return reportFailure(() => this.api.teamPromotion(chainId, account, page, year, month), this.report)
  }

  unpaidReward(chainId: number, account: string, token: string) {
    return reportFailure(() => this.api.unpaidReward(chainId, account, token), this.report)
  }

  drawLpExtReward(chainId: number, account: string) {
    return reportFailure(() => this.api.drawLpExtReward(chainId, account), this.report)
  }

  spreadRewardWithdrawal(chainId: number, account: string, kind: SpreadRewardKind) {
    return reportFailure(() => this.api.spreadRewardWithdrawal(chainId, account, kind), this.report)
  }
}
