import type { BridgeApi, BridgeSignRequest } from '../../ports/BridgeApi'
import { reportFailure } from './reportFailure'

/**
 * A BridgeApi that reports each failure of the user's own requests once before passing it on, as
 * ReportingExchangeApi does: the web app shows it in the red 2-second notice (spec section 8). The status poll and
 * the quota's return are not reported: the poll tries again by itself and the screen shows where it stands, and a
 * return the server keeps for now comes back by itself at the deadline.
 */
export class ReportingBridgeApi implements BridgeApi {
  constructor(
    private readonly api: BridgeApi,
    private readonly report: (message: string) => void,
  ) {}

  config(account: string) {
    return reportFailure(() => this.api.config(account), this.report)
  }

  sign(request: BridgeSignRequest) {
    return reportFailure(() => this.api.sign(request), this.report)
  }

  returnQuota(account: string, recipient: string, code: string) {
    return this.api.returnQuota(account, recipient, code)
  }

  status(code: string) {
    return this.api.status(code)
  }

  records(account: string, page: number) {
    return reportFailure(() => this.api.records(account, page), this.report)
  }
}
