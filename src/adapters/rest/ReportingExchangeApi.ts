import type { ExchangeApi } from '../../ports/ExchangeApi'
import { reportFailure } from './reportFailure'

/**
 * An ExchangeApi that reports each failure once before passing it on (the envelope's `msg`, or the network error's
 * message), as ReportingMiningApi does: the web app shows it in the red 2-second notice (spec section 8).
 */
export class ReportingExchangeApi implements ExchangeApi {
  constructor(
    private readonly api: ExchangeApi,
    private readonly report: (message: string) => void,
  ) {}

  dkConfig(chainId: number) {
    return reportFailure(() => this.api.dkConfig(chainId), this.report)
  }

  dkRecords(chainId: number, account: string, page: number) {
    return reportFailure(() => this.api.dkRecords(chainId, account, page), this.report)
  }

  hjwRecords(account: string, page: number) {
    return reportFailure(() => this.api.hjwRecords(account, page), this.report)
  }

  releaseRecords(account: string, page: number) {
    return reportFailure(() => this.api.releaseRecords(account, page), this.report)
  }

  releaseInfo(account: string) {
    return reportFailure(() => this.api.releaseInfo(account), this.report)
  }

  releaseWithdrawal(account: string) {
    return reportFailure(() => this.api.releaseWithdrawal(account), this.report)
  }
}
