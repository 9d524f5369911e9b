import type { MiningApi } from '../../ports/MiningApi'
import { reportFailure } from './reportFailure'

/**
 * A MiningApi that reports each failure once before passing it on (the envelope's `msg`, or the network error's
 * message), as ReportingProgrammeApi does: the web app shows it in the red 2-second notice (spec section 8).
 */
export class ReportingMiningApi implements MiningApi {
  constructor(
    private readonly api: MiningApi,
    private readonly report: (message: string) => void,
  ) {}

  pools(chainId: number, account: string, personalOnly: boolean) {
    return this.reported(() => this.api.pools(chainId, account, personalOnly))
  }

  lockConfig(chainId: number, lpToken: string) {
    return this.reported(() => this.api.lockConfig(chainId, lpToken))
  }

  currentRegular(chainId: number, account: string, lpToken: string) {
    return this.reported(() => this.api.currentRegular(chainId, account, lpToken))
  }

  rewardAmount(chainId: number, account: string, rewardToken: string) {
    return this.reported(() => this.api.rewardAmount(chainId, account, rewardToken))
  }

  drawReward(chainId: number, account: string, rewardToken: string) {
    return this.reported(() => this.api.drawReward(chainId, account, rewardToken))
  }

  private reported<T>(call: () => Promise<T>): Promise<T> {
    return reportFailure(call, this.report)
  }
}
