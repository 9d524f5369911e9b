import type { BridgeApi } from '../../ports/BridgeApi'
import { reportingApi } from './reportingApi'

/**
 * The BridgeApi that reports each failure of the user's own requests once (reportingApi). The status poll and the
 * quota's return are not reported: the poll tries again by itself and the screen shows where it stands, and a return
 * the server keeps for now comes back by itself at the deadline.
 */
export function reportingBridgeApi(api: BridgeApi, report: (message: string) => void): BridgeApi {
  return reportingApi(api, report, ['status', 'returnQuota'])
}
