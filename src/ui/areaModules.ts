/**
 * What the screens of every area but Swap and Send are built from, as one chunk that the composition root loads
 * when the first of them opens: the programmes' API clients, their domain services, the mining records' log reads
 * and the areas' view models. The swap page's JavaScript carries none of it (issue 31).
 */
export { BountyServiceId, bindBountyService } from '../adapters/di/bindBountyService'
export { BridgeServiceId, bindBridgeService } from '../adapters/di/bindBridgeService'
export { bindProgrammeServices, resolveProgrammeServices } from '../adapters/di/bindProgrammeServices'
export { bindReleaseWithdrawAction, ReleaseWithdrawActionId } from '../adapters/di/bindReleaseWithdrawAction'
export { RestBountyApi } from '../adapters/rest/RestBountyApi'
export { RestBridgeApi } from '../adapters/rest/RestBridgeApi'
export { RestExchangeApi } from '../adapters/rest/RestExchangeApi'
export { RestLeaderboardApi } from '../adapters/rest/RestLeaderboardApi'
export { RestMiningApi } from '../adapters/rest/RestMiningApi'
export { RestSeasonApi } from '../adapters/rest/RestSeasonApi'
export { reportingApi } from '../adapters/rest/reportingApi'
export { reportingBridgeApi } from '../adapters/rest/reportingBridgeApi'
export { RpcMiningRecordEvents } from '../adapters/rpc/RpcMiningRecordEvents'
export { createAreaStores } from './createAreaStores'
