import type { LeaderboardApi } from '../../ports/LeaderboardApi'
import { reportFailure } from './reportFailure'

/** A LeaderboardApi that reports each failure once before passing it on: the web app's red 2-second notice. */
export class ReportingLeaderboardApi implements LeaderboardApi {
  constructor(
    private readonly api: LeaderboardApi,
    private readonly report: (message: string) => void,
  ) {}

  nameList(chainId: number, page: number) {
    return reportFailure(() => this.api.nameList(chainId, page), this.report)
  }
}
