/**
 * What the screens of every area but Swap and Send are built from, as one chunk that the composition root loads
 * when the first of them opens: the programmes' API clients, their domain services, the mining records' log reads
 * and the areas' view models. The swap page's JavaScript carries none of it (issue 31).
 */
export { BountyServiceId, bindBountyService } from '../adapters/di/bindBountyService'
export { BridgeServiceId, bindBridgeService } from '../adapters/di/bindBridgeService'
export { bindProgrammeServices, resolveProgrammeServices } from '../adapters/di/bindProgrammeServices'
export { bindReleaseWithdrawAction, ReleaseWithdrawActionId } from '../adapters/di/bindReleaseWithdrawAction'
export { ReportingBountyApi } from '../adapters/rest/ReportingBountyApi'
export { ReportingBridgeApi } from '../adapters/rest/ReportingBridgeApi'
export { ReportingExchangeApi } from '../adapters/rest/ReportingExchangeApi'
export { ReportingLeaderboardApi } from '../adapters/rest/ReportingLeaderboardApi'
export { ReportingMiningApi } from '../adapters/rest/ReportingMiningApi'
export { ReportingSeasonApi } from '../adapters/rest/ReportingSeasonApi'
export { RestBountyApi } from '../adapters/rest/RestBountyApi'
export { RestBridgeApi } from '../adapters/rest/RestBridgeApi'
export { RestExchangeApi } from '../adapters/rest/RestExchangeApi'
export { RestLeaderboardApi } from '../adapters/rest/RestLeaderboardApi'
export { RestMiningApi } from '../adapters/rest/RestMiningApi'
export { RestSeasonApi } from '../adapters/rest/RestSeasonApi'
export { RpcMiningRecordEvents } from '../adapters/rpc/RpcMiningRecordEvents'
export { createAreaStores } from './createAreaStores'
