import type { LiveChainReads } from '../../ports/LiveChainReads'
import type { AppConfig } from '../config/AppConfig'
import type { BountyStore } from '../features/bounty/BountyStore'
import type { BridgeRecordsStore } from '../features/bridge/BridgeRecordsStore'
import type { BridgeStore } from '../features/bridge/BridgeStore'
import type { DkExchangeStore } from '../features/exchange/DkExchangeStore'
import type { ExchangeRecordsStore } from '../features/exchange/ExchangeRecordsStore'
import type { HjwExchangeStore } from '../features/exchange/HjwExchangeStore'
import type { LeaderboardStore } from '../features/leaderboard/LeaderboardStore'
import type { BankIncomeStore } from '../features/mining/BankIncomeStore'
import type { CapitalDepositStore } from '../features/mining/CapitalDepositStore'
import type { CapitalPoolStore } from '../features/mining/CapitalPoolStore'
import type { MiningListStore } from '../features/mining/MiningListStore'
import type { MiningRecordsStore } from '../features/mining/MiningRecordsStore'
import type { PledgeStore } from '../features/mining/PledgeStore'
import type { AddLiquidityStore } from '../features/pool/AddLiquidityStore'
import type { FindPoolStore } from '../features/pool/FindPoolStore'
import type { MigrateV1Store } from '../features/pool/MigrateV1Store'
import type { PoolStore } from '../features/pool/PoolStore'
import type { RemoveLiquidityStore } from '../features/pool/RemoveLiquidityStore'
import type { RemoveV1Store } from '../features/pool/RemoveV1Store'
import type { V1PositionsStore } from '../features/pool/V1PositionsStore'
import type { ReleaseStore } from '../features/release/ReleaseStore'
import type { EnergyLogStore } from '../features/season/EnergyLogStore'
import type { FriendsStore } from '../features/season/FriendsStore'
import type { InviteStore } from '../features/season/InviteStore'
import type { SeasonStore } from '../features/season/SeasonStore'
import type { PriceChartStore } from '../features/swap/PriceChartStore'
import type { SwapStore } from '../features/swap/SwapStore'
import type { BlockStore } from './BlockStore'
import type { ChainHealthStore } from './ChainHealthStore'
import type { CurrencyDirectory } from './CurrencyDirectory'
import type { LocaleStore } from './LocaleStore'
import type { NoticeStore } from './NoticeStore'
import type { PopupsStore } from './PopupsStore'
import type { RouterStore } from './RouterStore'
import type { ThemeStore } from './ThemeStore'
import type { TokenListsStore } from './TokenListsStore'
import type { TokenSelectStore } from './TokenSelectStore'
import type { TransactionRecordsCsv } from './TransactionRecordsCsv'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { UiStore } from './UiStore'
import type { UserSettingsStore } from './UserSettingsStore'
import type { WalletStore } from './WalletStore'

/**
 * The view models the React tree reads, built by the composition root: the shell's and Swap's at once, the other
 * areas' (AreaStores) once `loadAreas()` resolved.
 */
export interface AppStores extends AreaStores {
  config: AppConfig
  locale: LocaleStore
  settings: UserSettingsStore
  lists: TokenListsStore
  transactions: TransactionsViewStore
  /** The recent transactions' Download CSV, read from the chain. */
  transactionRecords: TransactionRecordsCsv
  theme: ThemeStore
  wallet: WalletStore
  blocks: BlockStore
  router: RouterStore
  notices: NoticeStore
  popups: PopupsStore
  ui: UiStore
  invites: InviteStore
  priceChart: PriceChartStore
  /** The server's indexing state per chain: a degraded chain gets a banner. */
  chainHealth: ChainHealthStore
  tokenSelect: TokenSelectStore
  /** The shown chain's currencies as domain values. */
  directory: CurrencyDirectory
  /** Sends from the connected wallet and tracks the transaction; approvals, estimates, call data. */
  /** Contract reads kept fresh per block, in the chain's one multicall. */
  live: LiveChainReads
  swap: SwapStore
  /**
   * Loads the other areas' view models (their own chunk, see createAreaStores) and adds them to this object; the
   * screens of those areas render only once it resolved (ScreenView). The same promise every time.
   */
  loadAreas(): Promise<void>
  /** Loads the persisted state (repairing it after an app-version update) and the locale. */
  init(): Promise<void>
}

/** The view models of the areas other than Swap and Send (createAreaStores). */
export interface AreaStores {
  /** The liquidity screens' view models (Pool, Find, Add, Remove). */
  pool: PoolStore
  findPool: FindPoolStore
  addLiquidity: AddLiquidityStore
  removeLiquidity: RemoveLiquidityStore
  /** The V1 screens' view models: the positions list, migrating one, removing one. */
  v1Positions: V1PositionsStore
  migrateV1: MigrateV1Store
  removeV1: RemoveV1Store
  /** The LP-mining screens' view models: the LP list, bank income and its pledge modal. */
  miningList: MiningListStore
  /** `/nameList`: the directors' leaderboard. */
  leaderboard: LeaderboardStore
  bankIncome: BankIncomeStore
  /** LP income's records of the account's mining payouts, read from the chain. */
  miningRecords: MiningRecordsStore
  pledge: PledgeStore
  /** The capital pool's view models: its figures and withdrawal, and the deposit form. */
  capitalPool: CapitalPoolStore
  capitalDeposit: CapitalDepositStore
  /** The exchange screens' view models: DK ⇄ DK2 and its records, the HJW exchange and its records, the release. */
  dkExchange: DkExchangeStore
  dkRecords: ExchangeRecordsStore
  hjwExchange: HjwExchangeStore
  hjwRecords: ExchangeRecordsStore
  release: ReleaseStore
  /** The release withdrawals, listed under `/release`. */
  releaseRecords: ExchangeRecordsStore
  /** The cross-chain screens' view models: `/acrossChain` (with its live status panel) and `/record/1`. */
  bridge: BridgeStore
  bridgeRecords: BridgeRecordsStore
  /** The season screens' view models: the season panel, invitation details (friends) and energy details. */
  season: SeasonStore
  friends: FriendsStore
  energyLog: EnergyLogStore
  /** `/jianghuOrder`'s bounty area: the prize pool, the three tabs, the tables and the receive buttons. */
  bounty: BountyStore
}
