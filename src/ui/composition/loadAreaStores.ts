import type { Container } from 'inversify'
import { copyText } from '../../adapters/browser/copyText'
import { postJsonRpc } from '../../adapters/browser/postJsonRpc'
import { RestProgrammeApi } from '../../adapters/rest/RestProgrammeApi'
import { RpcSettledTransactions } from '../../adapters/rpc/RpcSettledTransactions'
import type { BountyService } from '../../domain/bounty/BountyService'
import type { BridgeService } from '../../domain/bridge/BridgeService'
import type { SwapPageServices } from '../../domain/DomainServices'
import type { ReleaseWithdrawAction } from '../../domain/release/ReleaseWithdrawAction'
import { BountyApi } from '../../ports/BountyApi'
import { BridgeApi } from '../../ports/BridgeApi'
import { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import { Clock } from '../../ports/Clock'
import { ExchangeApi } from '../../ports/ExchangeApi'
import { InvestmentReads } from '../../ports/InvestmentReads'
import { LeaderboardApi } from '../../ports/LeaderboardApi'
import { LiveChainReads } from '../../ports/LiveChainReads'
import { MiningApi } from '../../ports/MiningApi'
import { RewardsPaid } from '../../ports/RewardsPaid'
import { SeasonApi } from '../../ports/SeasonApi'
import type { StateStore } from '../../ports/StateStore'
import { V1Liquidity } from '../../ports/V1Liquidity'
import * as modules from '../areaModules'
import type { BrowserEnvironment } from '../compositionRoot'
import type { AppConfig } from '../config/AppConfig'
import type { AreaParts, ShellStores } from '../createAreaStores'
import type { MiningSelection } from '../features/mining/MiningSelection'
import type { AreaStores } from '../stores/AppStores'
import type { NoticeStore } from '../stores/NoticeStore'
import type { TransactionsViewStore } from '../stores/TransactionsViewStore'
import type { WalletStore } from '../stores/WalletStore'
import { Notices, StoredMiningPool, Transactions, Wallets } from './compositionIds'

/**
 * Binds what the other areas' chunk brings (areaModules: the programmes' API clients, services and view models) and
 * builds the areas' view models over the shell's; loaded with that chunk (the composition root imports this file
 * lazily), once, when the first of their screens opens.
 */
export async function loadAreaStores(
  container: Container,
  config: AppConfig,
  environment: BrowserEnvironment,
  shell: ShellStores,
  swapServices: () => Promise<SwapPageServices>,
): Promise<AreaStores> {
  // the programmes' bindings build on the swap page's services (approval, swap), bound first
  const swap = await swapServices()
  bindAreas(container, environment.window.location.origin)
  const chainRpc = (chainId: number, method: string, params: unknown[]) =>
    postJsonRpc(config.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? '', method, params)
  // asked after each confirmation until the server has its block: a hint like the chain-health poll, not reported
  const status = new RestProgrammeApi(environment.window.location.origin)
  const parts: AreaParts = {
    clock: container.get<Clock>(Clock),
    wallet: container.get<WalletStore>(Wallets),
    transactions: container.get<TransactionsViewStore>(Transactions),
    services: { ...swap, ...modules.resolveProgrammeServices(container) },
    bridge: container.get<BridgeService>(modules.BridgeServiceId),
    storedMiningPool: container.get<StateStore<MiningSelection>>(StoredMiningPool),
    notices: container.get<NoticeStore>(Notices),
    miningApi: container.get<MiningApi>(MiningApi),
    leaderboardApi: container.get<LeaderboardApi>(LeaderboardApi),
    live: container.get<LiveChainReads>(LiveChainReads),
    v1: container.get<V1Liquidity>(V1Liquidity),
    rewardsPaid: container.get<RewardsPaid>(RewardsPaid),
    capitalReads: container.get<CapitalPoolReads>(CapitalPoolReads),
    exchangeApi: container.get<ExchangeApi>(ExchangeApi),
    investmentReads: container.get<InvestmentReads>(InvestmentReads),
    seasonApi: container.get<SeasonApi>(SeasonApi),
    bounty: container.get<BountyService>(modules.BountyServiceId),
    releaseWithdraw: container.get<ReleaseWithdrawAction>(modules.ReleaseWithdrawActionId),
    copyText: (text) => copyText(environment.window, text),
    miningRecordEvents: new modules.RpcMiningRecordEvents(chainRpc),
    settled: new RpcSettledTransactions(chainRpc),
    indexedBlockOf: async (chainId) =>
      (await status.chainStates()).find((chain) => chain.chainId === chainId)?.indexed ?? undefined,
  }
  return modules.createAreaStores(config, environment, parts, shell)
}

/**
 * Binds the programmes' APIs on the page's own origin (`/api/...`, each failure shown once in the red notice, spec
 * section 8) and their services, from the areas' chunk.
 */
function bindAreas(container: Container, origin: string): void {
  const report = (context: { get<T>(id: symbol): T }) => (message: string) =>
    context.get<NoticeStore>(Notices).show('error', message)
  container
    .bind<MiningApi>(MiningApi)
    .toDynamicValue((context) => modules.reportingApi(new modules.RestMiningApi(origin), report(context)))
  container
    .bind<LeaderboardApi>(LeaderboardApi)
    .toDynamicValue((context) => modules.reportingApi(new modules.RestLeaderboardApi(origin), report(context)))
  container
    .bind<ExchangeApi>(ExchangeApi)
    .toDynamicValue((context) => modules.reportingApi(new modules.RestExchangeApi(origin), report(context)))
  container
    .bind<BridgeApi>(BridgeApi)
    .toDynamicValue((context) => modules.reportingBridgeApi(new modules.RestBridgeApi(origin), report(context)))
  container
    .bind<SeasonApi>(SeasonApi)
    .toDynamicValue((context) => modules.reportingApi(new modules.RestSeasonApi(origin), report(context)))
  container
    .bind<BountyApi>(BountyApi)
    .toDynamicValue((context) => modules.reportingApi(new modules.RestBountyApi(origin), report(context)))
  modules.bindProgrammeServices(container)
  modules.bindBridgeService(container)
  modules.bindBountyService(container)
  modules.bindReleaseWithdrawAction(container)
}
