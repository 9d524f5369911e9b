import type { FriendKind, SeasonApi, TitleTier } from '../../ports/SeasonApi'
import { reportFailure } from './reportFailure'

/**
 * A SeasonApi that reports each failure once before passing it on (the envelope's `msg`, or the network error's
 * message), as ReportingMiningApi does: the web app shows it in the red 2-second notice (spec section 8).
 */
export class ReportingSeasonApi implements SeasonApi {
  constructor(
    private readonly api: SeasonApi,
    private readonly report: (message: string) => void,
  ) {}

  seasonData(chainId: number, account: string) {
    return reportFailure(() => this.api.seasonData(chainId, account), this.report)
  }

  energyLog(chainId: number, account: string, page: number) {
    return reportFailure(() => this.api.energyLog(chainId, account, page), this.report)
  }

  inviteSum(chainId: number, account: string, kind: FriendKind, page: number) {
    return reportFailure(() => this.api.inviteSum(chainId, account, kind, page), this.report)
  }

  drawSeasonReward(chainId: number, account: string, tier: TitleTier) {
    return reportFailure(() => this.api.drawSeasonReward(chainId, account, tier), this.report)
  }
}
