import { FormatjsTranslator } from '../adapters/browser/FormatjsTranslator'
import type { DomainServices } from '../adapters/di/bindDomainServices'
import type { BountyService } from '../domain/bounty/BountyService'
import type { BridgeService } from '../domain/bridge/BridgeService'
import { ApiError } from '../domain/errors/ApiError'
import { classifyInviteFailure } from '../domain/invite/classifyInviteFailure'
import type { BlockNumbers } from '../ports/BlockNumbers'
import type { CapitalPoolReads } from '../ports/CapitalPoolReads'
import type { ChainReads } from '../ports/ChainReads'
import type { Clock } from '../ports/Clock'
import type { ExchangeApi } from '../ports/ExchangeApi'
import type { InvestmentReads } from '../ports/InvestmentReads'
import type { LeaderboardApi } from '../ports/LeaderboardApi'
import type { ListsStore } from '../ports/ListsStore'
import type { LiveChainReads } from '../ports/LiveChainReads'
import type { MiningApi } from '../ports/MiningApi'
import type { NameResolver } from '../ports/NameResolver'
import type { ProgrammeApi } from '../ports/ProgrammeApi'
import type { RewardsPaid } from '../ports/RewardsPaid'
import type { SeasonApi } from '../ports/SeasonApi'
import type { SettingsStore } from '../ports/SettingsStore'
import type { StateStore } from '../ports/StateStore'
import type { TokenListFetcher } from '../ports/TokenListFetcher'
import type { TokenMetadata } from '../ports/TokenMetadata'
import type { V1Liquidity } from '../ports/V1Liquidity'
import type { AppConfig } from './config/AppConfig'
import { loadMessages } from './locales/loadMessages'
import type { AppStores } from './stores/AppStores'
import { BlockStore } from './stores/BlockStore'
import { BountyStore } from './stores/bounty/BountyStore'
import { BridgeRecordsStore } from './stores/bridge/BridgeRecordsStore'
import { BridgeStore } from './stores/bridge/BridgeStore'
import { ChainHealthStore } from './stores/ChainHealthStore'
import { CurrencyDirectory } from './stores/CurrencyDirectory'
import { DkExchangeStore } from './stores/exchange/DkExchangeStore'
import { ExchangeRecordsStore } from './stores/exchange/ExchangeRecordsStore'
import { HjwExchangeStore } from './stores/exchange/HjwExchangeStore'
import { ReleaseStore } from './stores/exchange/ReleaseStore'
import { walletExchangeSession } from './stores/exchange/walletExchangeSession'
import { InviteStore } from './stores/InviteStore'
import { LocaleStore } from './stores/LocaleStore'
import { LeaderboardStore } from './stores/leaderboard/LeaderboardStore'
import { BankIncomeStore } from './stores/mining/BankIncomeStore'
import { CapitalDepositStore } from './stores/mining/CapitalDepositStore'
import { CapitalPoolStore } from './stores/mining/CapitalPoolStore'
import { deployedTokens } from './stores/mining/deployedTokens'
import { MiningListStore } from './stores/mining/MiningListStore'
import type { MiningSelection } from './stores/mining/MiningSession'
import { PledgeStore } from './stores/mining/PledgeStore'
import { walletMiningSession } from './stores/mining/walletMiningSession'
import type { NoticeStore } from './stores/NoticeStore'
import type { PopupsStore } from './stores/PopupsStore'
import { PriceChartStore } from './stores/PriceChartStore'
import { AddLiquidityStore } from './stores/pool/AddLiquidityStore'
import { FindPoolStore } from './stores/pool/FindPoolStore'
import { LiveV1Position } from './stores/pool/LiveV1Position'
import { MigrateV1Store } from './stores/pool/MigrateV1Store'
import { PoolStore } from './stores/pool/PoolStore'
import { RemoveLiquidityStore } from './stores/pool/RemoveLiquidityStore'
import { RemoveV1Store } from './stores/pool/RemoveV1Store'
import { V1PositionsStore } from './stores/pool/V1PositionsStore'
import { RouterStore } from './stores/RouterStore'
import { SwapStore } from './stores/SwapStore'
import { EnergyLogStore } from './stores/season/EnergyLogStore'
import { FriendsStore } from './stores/season/FriendsStore'
import { SeasonStore } from './stores/season/SeasonStore'
import { ThemeStore } from './stores/ThemeStore'
import { TokenListsStore } from './stores/TokenListsStore'
import { TokenSelectStore } from './stores/TokenSelectStore'
import type { TransactionsViewStore } from './stores/TransactionsViewStore'
import { UiStore } from './stores/UiStore'
import { UserSettingsStore } from './stores/UserSettingsStore'
import type { WalletStore } from './stores/WalletStore'

/** The ports and shared stores the view models are built over, each resolved once by the composition root. */
export interface AppParts {
  clock: Clock
  wallet: WalletStore
  settingsStore: SettingsStore
  listsStore: ListsStore
  listFetcher: TokenListFetcher
  popups: PopupsStore
  transactions: TransactionsViewStore
  services: DomainServices
  /** The bridge's service (over the API on the page's origin). */
  bridge: BridgeService
  storedLocale: StateStore<string>
  storedVersion: StateStore<string>
  storedInvitations: StateStore<string[]>
  storedMiningPool: StateStore<MiningSelection>
  notices: NoticeStore
  /** The API whose failures show in the red notice. */
  api: ProgrammeApi
  /** The API for the chain-health poll, whose failures are not shown. */
  statusApi: ProgrammeApi
  miningApi: MiningApi
  leaderboardApi: LeaderboardApi
  reads: ChainReads
  live: LiveChainReads
  metadata: TokenMetadata
  names: NameResolver
  v1: V1Liquidity
  blocks: BlockNumbers
  rewardsPaid: RewardsPaid
  capitalReads: CapitalPoolReads
  exchangeApi: ExchangeApi
  investmentReads: InvestmentReads
  seasonApi: SeasonApi
  /** The bounty area's reads and claims (the CLI's `fomo bounty` uses the same service). */
  bounty: BountyService
  /** Puts text on the clipboard (the invitation link). */
  copyText: (text: string) => Promise<void>
}

/**
 * The MobX view models the React tree reads, built over `parts` (the composition root resolves them from its
 * container; this never sees the container). `init()` loads the persisted state and repairs it after a version change.
 */
export function createAppStores(
  config: AppConfig,
  environment: { window: Window; appVersion: string },
  parts: AppParts,
): AppStores {
  const { window } = environment
  const { clock, wallet, services, notices, api, live, transactions, popups } = parts
  const settings = new UserSettingsStore(parts.settingsStore, clock)
  const lists = new TokenListsStore(
    parts.listsStore,
    [new URL('default-token-list.json', window.location.href).toString()],
    {
      fetcher: parts.listFetcher,
      clock,
      onUpdate: ({ url, oldList, newList, decision }) => {
        if (decision === 'refuse') console.warn(`token list ${url}: update too large for its version bump, not applied`)
        else popups.add(url, { kind: 'listUpdate', listUrl: url, oldList, newList, auto: decision === 'autoAccept' })
      },
    },
  )
  const locale = new LocaleStore(
    parts.storedLocale,
    loadMessages,
    (tag, messages) => new FormatjsTranslator(tag, messages, (problem) => console.warn(problem)),
  )
  const ui = new UiStore()
  const tokenSelect = new TokenSelectStore(config, wallet, lists, settings, ui, {
    reads: parts.reads,
    live,
    metadata: parts.metadata,
  })
  const router = new RouterStore(window, () => (wallet.status === 'connecting' ? undefined : wallet.chainId))
  const directory = new CurrencyDirectory(config, wallet, tokenSelect, parts.metadata)
  const swap = new SwapStore(directory, wallet, settings, transactions, services, live, parts.names, router, clock, {
    confirm: (message) => window.confirm(message),
    prompt: (message) => window.prompt(message),
  })
  const miningSession = walletMiningSession(config, wallet, transactions)
  const { miningApi, storedMiningPool: miningPool } = parts
  const bankIncome = new BankIncomeStore(
    miningApi,
    miningSession,
    clock,
    miningPool,
    live,
    services,
    parts.rewardsPaid,
    notices,
    (id, values) => locale.t(id, values),
  )
  const capitalPool = new CapitalPoolStore(
    miningSession,
    (chainId) => deployedTokens(config, chainId),
    parts.capitalReads,
    live,
    services,
    notices,
    (id, values) => locale.t(id, values),
  )
  const exchangeSession = walletExchangeSession(config, wallet, transactions)
  const { exchangeApi } = parts
  const t = (id: Parameters<LocaleStore['t']>[0], values?: Parameters<LocaleStore['t']>[1]) => locale.t(id, values)
  // the chains of the HJW exchange and of the release, as their deployment records say (the devnet's 128 and 56)
  const investmentChainId = config.chains.find((chain) => chain.deployment.investToken)?.chainId ?? 128
  const withdrawChainId = config.chains.find((chain) => chain.deployment.release)?.chainId ?? 56
  const blocks = new BlockStore(parts.blocks)
  return {
    config,
    locale,
    settings,
    lists,
    transactions,
    theme: new ThemeStore(settings, window.matchMedia?.('(prefers-color-scheme: dark)')),
    wallet,
    blocks,
    router,
    notices,
    popups,
    ui,
    invites: new InviteStore(
      api,
      wallet,
      router,
      parts.storedInvitations,
      notices,
      locale,
      (error) => classifyInviteFailure(error instanceof ApiError ? error.code : undefined),
      clock,
    ),
    priceChart: new PriceChartStore(
      api,
      wallet,
      () => [swap.state.INPUT.currencyId, swap.state.OUTPUT.currencyId],
      () => blocks.blockNumber(wallet.chainId),
      () => {
        const native = directory.chainConfig?.nativeCurrency
        return native ? { symbol: native.symbol, wrapped: native.wrapped.address } : undefined
      },
    ),
    chainHealth: new ChainHealthStore(parts.statusApi, clock),
    tokenSelect,
    directory,
    live,
    swap,
    pool: new PoolStore(directory, wallet, settings, live),
    findPool: new FindPoolStore(directory, wallet, settings, live),
    addLiquidity: new AddLiquidityStore(directory, wallet, settings, transactions, services, live, router),
    removeLiquidity: new RemoveLiquidityStore(directory, wallet, settings, transactions, services, live, router, clock),
    v1Positions: new V1PositionsStore(directory, wallet, parts.v1),
    migrateV1: new MigrateV1Store(directory, wallet, transactions, services, new LiveV1Position(live, parts.v1)),
    removeV1: new RemoveV1Store(directory, wallet, transactions, services, new LiveV1Position(live, parts.v1)),
    miningList: new MiningListStore(miningApi, miningSession, clock, miningPool, (path) => {
      window.location.hash = `#${path}`
    }),
    bankIncome,
    leaderboard: new LeaderboardStore(parts.leaderboardApi, miningSession),
    pledge: new PledgeStore(bankIncome, services),
    capitalPool,
    capitalDeposit: new CapitalDepositStore(capitalPool, services),
    dkExchange: new DkExchangeStore(exchangeSession, exchangeApi, live, services, notices, t),
    dkRecords: new ExchangeRecordsStore(exchangeSession, (chainId, account, page) =>
      exchangeApi.dkRecords(chainId, account, page),
    ),
    hjwExchange: new HjwExchangeStore(
      exchangeSession,
      investmentChainId,
      parts.investmentReads,
      live,
      services,
      notices,
      t,
    ),
    hjwRecords: new ExchangeRecordsStore(exchangeSession, (_chainId, account, page) =>
      exchangeApi.hjwRecords(account, page),
    ),
    bridge: new BridgeStore(exchangeSession, parts.bridge, services.approval, live, notices, t),
    bridgeRecords: new BridgeRecordsStore(exchangeSession, parts.bridge),
    release: new ReleaseStore(exchangeSession, withdrawChainId, exchangeApi, services, notices, t, clock),
    // the season screens read the exchange screens' session: chain, account, contracts (titleNft), tokens
    season: new SeasonStore(
      exchangeSession,
      parts.seasonApi,
      services,
      clock,
      notices,
      t,
      `${window.location.origin}${window.location.pathname}`,
      parts.copyText,
    ),
    friends: new FriendsStore(exchangeSession, parts.seasonApi),
    energyLog: new EnergyLogStore(exchangeSession, parts.seasonApi),
    bounty: new BountyStore(exchangeSession, parts.bounty, clock, notices, t),
    async init() {
      const versionChanged = (await parts.storedVersion.read().catch(() => undefined)) !== environment.appVersion
      await Promise.all([settings.init(versionChanged), lists.init(versionChanged), transactions.init(), locale.init()])
      if (versionChanged) await parts.storedVersion.write(environment.appVersion)
      lists.startRefreshing()
    },
  }
}
