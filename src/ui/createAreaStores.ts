import type { LiquidityActions } from '../adapters/di/bindLiquidityActions'
import type { ProgrammeActions } from '../adapters/di/bindProgrammeServices'
import type { BountyService } from '../domain/bounty/BountyService'
import type { BridgeService } from '../domain/bridge/BridgeService'
import type { DomainServices } from '../domain/DomainServices'
import { RewardClaimAction } from '../domain/mining/RewardClaimAction'
import { transactionRecordContext } from '../domain/records/transactionRecordContext'
import type { ReleaseWithdrawAction } from '../domain/release/ReleaseWithdrawAction'
import { TitleClaimAction } from '../domain/season/TitleClaimAction'
import type { CapitalPoolReads } from '../ports/CapitalPoolReads'
import type { Clock } from '../ports/Clock'
import type { ExchangeApi } from '../ports/ExchangeApi'
import type { InvestmentReads } from '../ports/InvestmentReads'
import type { LeaderboardApi } from '../ports/LeaderboardApi'
import type { LiveChainReads } from '../ports/LiveChainReads'
import type { MiningApi } from '../ports/MiningApi'
import type { MiningRecordEvents } from '../ports/MiningRecordEvents'
import type { RewardsPaid } from '../ports/RewardsPaid'
import type { SeasonApi } from '../ports/SeasonApi'
import type { SettledTransactions } from '../ports/SettledTransactions'
import type { StateStore } from '../ports/StateStore'
import type { V1Liquidity } from '../ports/V1Liquidity'
import type { AppConfig } from './config/AppConfig'
import { BountyStore } from './features/bounty/BountyStore'
import { BridgeRecordsStore } from './features/bridge/BridgeRecordsStore'
import { BridgeStore } from './features/bridge/BridgeStore'
import { DkExchangeStore } from './features/exchange/DkExchangeStore'
import { ExchangeRecordsStore } from './features/exchange/ExchangeRecordsStore'
import { HjwExchangeStore } from './features/exchange/HjwExchangeStore'
import { LeaderboardStore } from './features/leaderboard/LeaderboardStore'
import { BankIncomeStore } from './features/mining/BankIncomeStore'
import { CapitalDepositStore } from './features/mining/CapitalDepositStore'
import { CapitalPoolStore } from './features/mining/CapitalPoolStore'
import { MiningListStore } from './features/mining/MiningListStore'
import { MiningRecordsStore } from './features/mining/MiningRecordsStore'
import type { MiningSelection } from './features/mining/MiningSelection'
import { PledgeStore } from './features/mining/PledgeStore'
import { AddLiquidityStore } from './features/pool/AddLiquidityStore'
import { FindPoolStore } from './features/pool/FindPoolStore'
import { LiveV1Position } from './features/pool/LiveV1Position'
import { MigrateV1Store } from './features/pool/MigrateV1Store'
import { PoolStore } from './features/pool/PoolStore'
import { RemoveLiquidityStore } from './features/pool/RemoveLiquidityStore'
import { RemoveV1Store } from './features/pool/RemoveV1Store'
import { V1PositionsStore } from './features/pool/V1PositionsStore'
import { ReleaseStore } from './features/release/ReleaseStore'
import { EnergyLogStore } from './features/season/EnergyLogStore'
import { FriendsStore } from './features/season/FriendsStore'
import { SeasonStore } from './features/season/SeasonStore'
import type { AreaStores } from './stores/AppStores'
import type { BlockStore } from './stores/BlockStore'
import type { CrossChainSession } from './stores/CrossChainSession'
import type { CurrencyDirectory } from './stores/CurrencyDirectory'
import { deployedTokens } from './stores/deployedTokens'
import type { LocaleStore } from './stores/LocaleStore'
import type { NoticeStore } from './stores/NoticeStore'
import type { ProgrammeSession } from './stores/ProgrammeSession'
import type { RouterStore } from './stores/RouterStore'
import type { IndexedBlockOf } from './stores/refreshOnceIndexed'
import type { TransactionsViewStore } from './stores/TransactionsViewStore'
import type { Translate } from './stores/Translate'
import type { UserSettingsStore } from './stores/UserSettingsStore'
import type { WalletStore } from './stores/WalletStore'
import { walletCrossChainSession } from './stores/walletCrossChainSession'
import { walletProgrammeSession } from './stores/walletProgrammeSession'

/** The ports and services the areas' view models are built over, resolved by the composition root as they load. */
export interface AreaParts {
  clock: Clock
  wallet: WalletStore
  transactions: TransactionsViewStore
  services: DomainServices & LiquidityActions & ProgrammeActions
  /** The bridge's service (over the API on the page's origin). */
  bridge: BridgeService
  storedMiningPool: StateStore<MiningSelection>
  notices: NoticeStore
  miningApi: MiningApi
  leaderboardApi: LeaderboardApi
  live: LiveChainReads
  v1: V1Liquidity
  rewardsPaid: RewardsPaid
  capitalReads: CapitalPoolReads
  exchangeApi: ExchangeApi
  investmentReads: InvestmentReads
  seasonApi: SeasonApi
  /** The bounty area's reads and claims (the CLI's `fomo bounty` uses the same service). */
  bounty: BountyService
  /** The release's withdrawal, signed by the API on the page's origin (the CLI's `fomo release withdraw` uses the same action). */
  releaseWithdraw: ReleaseWithdrawAction
  /** The mining contracts' payouts to an account, and mined transactions, read from the chain (LP income's records). */
  miningRecordEvents: MiningRecordEvents
  settled: SettledTransactions
  /** How far the server has indexed a chain: a screen re-reads its figures once its transaction's block is in. */
  indexedBlockOf: IndexedBlockOf
  /** Puts text on the clipboard (the invitation link). */
  copyText: (text: string) => Promise<void>
}

/** The shell's view models the areas' are built over. */
export interface ShellStores {
  blocks: BlockStore
  directory: CurrencyDirectory
  settings: UserSettingsStore
  router: RouterStore
  locale: LocaleStore
}

/**
 * The view models of every area but Swap and Send (liquidity, V1, mining, capital pool, exchanges, bridge, release,
 * seasons, bounty, leaderboard): loaded as their own chunk when the first of their screens opens
 * (`AppStores.loadAreas`), so the swap page's JavaScript carries none of them.
 */
export function createAreaStores(
  config: AppConfig,
  environment: { window: Window },
  parts: AreaParts,
  shell: ShellStores,
): AreaStores {
  const { window } = environment
  const { clock, wallet, transactions } = parts
  const { blocks, locale } = shell
  const indexed = { blockOf: parts.indexedBlockOf, clock }
  const t: Translate = (id, values) => locale.t(id, values)
  // the mining area's screens follow the wallet's chain; the exchange, bridge, release, season and bounty screens
  // share one cross-chain session (chain, account, contracts, tokens)
  const miningSession = walletProgrammeSession(config, wallet, transactions, blocks, indexed)
  const exchangeSession = walletCrossChainSession(config, wallet, transactions, blocks, indexed)
  return {
    ...createPoolStores(parts, shell),
    ...createMiningStores(config, window, parts, shell, miningSession, t),
    ...createExchangeStores(config, parts, exchangeSession, t, shell.settings),
    bridge: new BridgeStore(exchangeSession, parts.bridge, parts.services.approval, parts.live, parts.notices, t),
    bridgeRecords: new BridgeRecordsStore(exchangeSession, parts.bridge),
    ...createSeasonStores(window, parts, exchangeSession, t),
    bounty: new BountyStore(exchangeSession, parts.bounty, clock, parts.notices, t),
  }
}

/** The liquidity screens' view models (Pool, Find, Add, Remove) and the V1 positions' (list, migrate, remove). */
function createPoolStores(
  parts: AreaParts,
  shell: ShellStores,
): Pick<
  AreaStores,
  'pool' | 'findPool' | 'addLiquidity' | 'removeLiquidity' | 'v1Positions' | 'migrateV1' | 'removeV1'
> {
  const { clock, wallet, services, live, transactions } = parts
  const { directory, settings, router } = shell
  return {
    pool: new PoolStore(directory, wallet, settings, live),
    findPool: new FindPoolStore(directory, wallet, settings, live),
    addLiquidity: new AddLiquidityStore(directory, wallet, settings, transactions, services, live, router),
    removeLiquidity: new RemoveLiquidityStore(directory, wallet, settings, transactions, services, live, router, clock),
    v1Positions: new V1PositionsStore(directory, wallet, parts.v1),
    migrateV1: new MigrateV1Store(directory, wallet, transactions, services, new LiveV1Position(live, parts.v1)),
    removeV1: new RemoveV1Store(directory, wallet, transactions, services, new LiveV1Position(live, parts.v1)),
  }
}

/** LP mining (the LP list, bank income, its records and pledge), the directors' leaderboard and the capital pool. */
function createMiningStores(
  config: AppConfig,
  window: Window,
  parts: AreaParts,
  shell: ShellStores,
  miningSession: ProgrammeSession,
  t: Translate,
): Pick<
  AreaStores,
  'miningList' | 'bankIncome' | 'miningRecords' | 'leaderboard' | 'pledge' | 'capitalPool' | 'capitalDeposit'
> {
  const { clock, wallet, services, notices, live, transactions } = parts
  const { directory } = shell
  const { miningApi, storedMiningPool: miningPool } = parts
  const bankIncome = new BankIncomeStore(
    miningApi,
    miningSession,
    clock,
    miningPool,
    live,
    services,
    new RewardClaimAction(miningApi, parts.rewardsPaid, services.mining),
    notices,
    t,
  )
  const capitalPool = new CapitalPoolStore(
    miningSession,
    (chainId) => deployedTokens(config, chainId),
    parts.capitalReads,
    live,
    services,
    notices,
    t,
  )
  return {
    miningList: new MiningListStore(miningApi, miningSession, clock, miningPool, (path) => {
      window.location.hash = `#${path}`
    }),
    bankIncome,
    miningRecords: new MiningRecordsStore(
      miningSession,
      {
        deploymentOf: (chainId) => config.chains.find((chain) => chain.chainId === chainId)?.deployment,
        contextOf: (chainId) =>
          directory.chainId === chainId && directory.chainConfig
            ? transactionRecordContext(directory.chainConfig.nativeCurrency, directory.tokens)
            : undefined,
      },
      parts.miningRecordEvents,
      parts.settled,
      () => transactions.forChain(wallet.chainId).filter((tx) => tx.receipt !== undefined).length,
    ),
    leaderboard: new LeaderboardStore(parts.leaderboardApi, miningSession),
    pledge: new PledgeStore(bankIncome, services),
    capitalPool,
    capitalDeposit: new CapitalDepositStore(capitalPool, services),
  }
}

/** The DK ⇄ DK2 and HJW exchanges and the release, each with its records, on the chains their records name. */
function createExchangeStores(
  config: AppConfig,
  parts: AreaParts,
  exchangeSession: CrossChainSession,
  t: Translate,
  settings: UserSettingsStore,
): Pick<AreaStores, 'dkExchange' | 'dkRecords' | 'hjwExchange' | 'hjwRecords' | 'release' | 'releaseRecords'> {
  const { services, notices, live, exchangeApi } = parts
  // the chains of the HJW exchange and of the release, as their deployment records say (the devnet's 128 and 56)
  const investmentChainId = config.chains.find((chain) => chain.deployment.investToken)?.chainId ?? 128
  const withdrawChainId = config.chains.find((chain) => chain.deployment.release)?.chainId ?? 56
  return {
    dkExchange: new DkExchangeStore(exchangeSession, exchangeApi, live, services, notices, t, settings),
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
    release: new ReleaseStore(exchangeSession, withdrawChainId, exchangeApi, parts.releaseWithdraw, notices, t),
    releaseRecords: new ExchangeRecordsStore(exchangeSession, (_chainId, account, page) =>
      exchangeApi.releaseRecords(account, page),
    ),
  }
}

/**
 * The season panel, invitation details (friends) and energy details; the panel's invitation link is this page's
 * address, so it works wherever the app is served.
 */
function createSeasonStores(
  window: Window,
  parts: AreaParts,
  exchangeSession: CrossChainSession,
  t: Translate,
): Pick<AreaStores, 'season' | 'friends' | 'energyLog'> {
  return {
    season: new SeasonStore(
      exchangeSession,
      parts.seasonApi,
      new TitleClaimAction(parts.seasonApi, parts.services.season),
      parts.clock,
      parts.notices,
      t,
      `${window.location.origin}${window.location.pathname}`,
      parts.copyText,
    ),
    friends: new FriendsStore(exchangeSession, parts.seasonApi),
    energyLog: new EnergyLogStore(exchangeSession, parts.seasonApi),
  }
}
