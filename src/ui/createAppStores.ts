import { when } from 'mobx'
import { FormatjsTranslator } from '../adapters/browser/FormatjsTranslator'
import type { SwapPageServices } from '../domain/DomainServices'
import { ApiError } from '../domain/errors/ApiError'
import { classifyInviteFailure } from '../domain/invite/classifyInviteFailure'
import type { AccountCode } from '../ports/AccountCode'
import type { BlockNumbers } from '../ports/BlockNumbers'
import type { ChainReads } from '../ports/ChainReads'
import type { Clock } from '../ports/Clock'
import type { ListsStore } from '../ports/ListsStore'
import type { LiveChainReads } from '../ports/LiveChainReads'
import type { NameResolver } from '../ports/NameResolver'
import type { ProgrammeApi } from '../ports/ProgrammeApi'
import type { SettingsStore } from '../ports/SettingsStore'
import type { SettledTransactions } from '../ports/SettledTransactions'
import type { StateStore } from '../ports/StateStore'
import type { TokenListFetcher } from '../ports/TokenListFetcher'
import type { TokenMetadata } from '../ports/TokenMetadata'
import type { AppConfig } from './config/AppConfig'
import type { ShellStores } from './createAreaStores'
import { InviteStore } from './features/season/InviteStore'
import { PriceChartStore } from './features/swap/PriceChartStore'
import { SwapStore } from './features/swap/SwapStore'
import { loadAreaMessages } from './locales/loadAreaMessages'
import { loadMessages } from './locales/loadMessages'
import type { AppStores, AreaStores } from './stores/AppStores'
import { BlockStore } from './stores/BlockStore'
import { ChainHealthStore } from './stores/ChainHealthStore'
import { CurrencyDirectory } from './stores/CurrencyDirectory'
import { LocaleStore } from './stores/LocaleStore'
import type { NoticeStore } from './stores/NoticeStore'
import type { PopupsStore } from './stores/PopupsStore'
import { RouterStore } from './stores/RouterStore'
import { ThemeStore } from './stores/ThemeStore'
import { TokenListsStore } from './stores/TokenListsStore'
import { TokenSelectStore } from './stores/TokenSelectStore'
import { TransactionRecordsCsv } from './stores/TransactionRecordsCsv'
import type { TransactionsViewStore } from './stores/TransactionsViewStore'
import { UiStore } from './stores/UiStore'
import { UserSettingsStore } from './stores/UserSettingsStore'
import type { WalletStore } from './stores/WalletStore'

/** The ports and shared stores the shell's and Swap's view models are built over, each resolved once by the composition root. */
export interface AppParts {
  clock: Clock
  wallet: WalletStore
  settingsStore: SettingsStore
  listsStore: ListsStore
  listFetcher: TokenListFetcher
  popups: PopupsStore
  transactions: TransactionsViewStore
  /** The swap page's services, loaded with their first use; the other areas' come with their view models (loadAreas). */
  services: () => Promise<SwapPageServices>
  storedLocale: StateStore<string>
  storedVersion: StateStore<string>
  storedInvitations: StateStore<string[]>
  notices: NoticeStore
  /** The API whose failures show in the red notice. */
  api: ProgrammeApi
  /** The API for the chain-health poll, whose failures are not shown. */
  statusApi: ProgrammeApi
  reads: ChainReads
  live: LiveChainReads
  metadata: TokenMetadata
  /** Mined transactions read back from their chain (the recent transactions' CSV). */
  settled: SettledTransactions
  names: NameResolver
  /** Whether an address holds contract code (an invitation link naming a contract registers nobody). */
  code: AccountCode
  blocks: BlockNumbers
  /**
   * Builds the other areas' view models over the shell's, loading their code (the composition root's
   * `areaModules` chunk) the first time.
   */
  loadAreaStores: (shell: ShellStores) => Promise<AreaStores>
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
  const lists = createTokenLists(window, parts)
  const locale = new LocaleStore(
    parts.storedLocale,
    loadMessages,
    (tag, messages) => new FormatjsTranslator(tag, messages, (problem) => console.warn(problem)),
    loadAreaMessages,
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
  // the swap page's services load once an amount is typed, so the first Approve, Wrap or Swap does not wait for them
  when(
    () => swap.state.typedValue !== '',
    () => void services().catch(() => undefined),
  )
  const blocks = new BlockStore(parts.blocks)
  let areas: Promise<void> | undefined
  const stores = {
    config,
    locale,
    settings,
    lists,
    transactions,
    transactionRecords: new TransactionRecordsCsv(transactions, directory, parts.settled),
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
      parts.code,
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
    loadAreas: () =>
      (areas ??= Promise.all([
        parts.loadAreaStores({ blocks, directory, settings, router, locale }),
        locale.withAreas(),
      ]).then(([areaStores]) => {
        Object.assign(stores, areaStores)
      })),
    async init() {
      const versionChanged = (await parts.storedVersion.read().catch(() => undefined)) !== environment.appVersion
      await Promise.all([settings.init(versionChanged), lists.init(versionChanged), transactions.init(), locale.init()])
      if (versionChanged) await parts.storedVersion.write(environment.appVersion)
      lists.startRefreshing()
    },
  } as AppStores // the areas' view models join it in loadAreas
  return stores
}

/**
 * The token lists: the app's default list beside the page, kept fresh; an update shows as a popup (marked when the
 * list's version bump lets it apply by itself), one too large for its version bump is refused with a warning.
 */
function createTokenLists(window: Window, parts: Pick<AppParts, 'listsStore' | 'listFetcher' | 'clock' | 'popups'>) {
  const { popups } = parts
  return new TokenListsStore(parts.listsStore, [new URL('default-token-list.json', window.location.href).toString()], {
    fetcher: parts.listFetcher,
    clock: parts.clock,
    onUpdate: ({ url, oldList, newList, decision }) => {
      if (decision === 'refuse') console.warn(`token list ${url}: update too large for its version bump, not applied`)
      else popups.add(url, { kind: 'listUpdate', listUrl: url, oldList, newList, auto: decision === 'autoAccept' })
    },
  })
}
