import { Container } from 'inversify'
import type { Eip1193Provider } from '../adapters/browser/Eip1193Provider'
import { FormatjsTranslator } from '../adapters/browser/FormatjsTranslator'
import { fetchTransactionReceipt } from '../adapters/browser/fetchTransactionReceipt'
import { LocalStorageStateStore } from '../adapters/browser/LocalStorageStateStore'
import { postJsonRpc } from '../adapters/browser/postJsonRpc'
import { SystemClock } from '../adapters/clock/SystemClock'
import { bindDomainServices, resolveDomainServices } from '../adapters/di/bindDomainServices'
import { HttpTokenListFetcher } from '../adapters/lists/HttpTokenListFetcher'
import { ApiError } from '../adapters/rest/ApiError'
import { ReportingProgrammeApi } from '../adapters/rest/ReportingProgrammeApi'
import { RestProgrammeApi } from '../adapters/rest/RestProgrammeApi'
import { PollingBlockNumbers } from '../adapters/rpc/PollingBlockNumbers'
import { isTransactionSuccessful } from '../domain/transactions/isTransactionSuccessful'
import { BlockNumbers } from '../ports/BlockNumbers'
import { Clock } from '../ports/Clock'
import { ContractCalls } from '../ports/ContractCalls'
import { GasEstimator } from '../ports/GasEstimator'
import { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import { ListsStore } from '../ports/ListsStore'
import { LiveChainReads } from '../ports/LiveChainReads'
import { NameResolver } from '../ports/NameResolver'
import { ProgrammeApi } from '../ports/ProgrammeApi'
import { SettingsStore } from '../ports/SettingsStore'
import type { StateStore } from '../ports/StateStore'
import { TokenAllowances } from '../ports/TokenAllowances'
import { TokenBalances } from '../ports/TokenBalances'
import { TokenListFetcher } from '../ports/TokenListFetcher'
import { TokenMetadata } from '../ports/TokenMetadata'
import { TransactionSubmitter } from '../ports/TransactionSubmitter'
import { TransactionsStore } from '../ports/TransactionsStore'
import { TypedDataSigner } from '../ports/TypedDataSigner'
import { V1Liquidity } from '../ports/V1Liquidity'
import { type WalletConnector, WalletConnectors, type WalletKind } from '../ports/WalletConnector'
import type { ChainReads } from './chainReads'
import type { AppConfig } from './config/AppConfig'
import { createWalletConnectors } from './createWalletConnectors'
import { createLiveReads, type LiveReads } from './liveReads'
import { loadMessages } from './locales/loadMessages'
import type { AppStores } from './stores/AppStores'
import { BlockStore } from './stores/BlockStore'
import { CurrencyDirectory } from './stores/CurrencyDirectory'
import { InviteStore } from './stores/InviteStore'
import { LocaleStore } from './stores/LocaleStore'
import { NoticeStore } from './stores/NoticeStore'
import { PopupsStore } from './stores/PopupsStore'
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
import { ThemeStore } from './stores/ThemeStore'
import { TokenListsStore } from './stores/TokenListsStore'
import { TokenSelectStore } from './stores/TokenSelectStore'
import { TransactionSender } from './stores/TransactionSender'
import { TransactionsViewStore } from './stores/TransactionsViewStore'
import { UiStore } from './stores/UiStore'
import { UserSettingsStore } from './stores/UserSettingsStore'
import { WalletStore } from './stores/WalletStore'

const Config = Symbol.for('AppConfig')
const Stores = Symbol.for('AppStores')
const StoredLocale = Symbol.for('StoredLocale')
const StoredLastWallet = Symbol.for('StoredLastWallet')
const StoredAppVersion = Symbol.for('StoredAppVersion')
const StoredInvitations = Symbol.for('StoredInvitations')
const Notices = Symbol.for('NoticeStore')
const Popups = Symbol.for('PopupsStore')
const Wallets = Symbol.for('WalletStore')
const Transactions = Symbol.for('TransactionsViewStore')

/** What the browser offers the app. */
export interface BrowserEnvironment {
  window: Window
  /** The injected EIP-1193 wallet (`window.ethereum`), if any. */
  injected: Eip1193Provider | undefined
  /**
   * The Dev wallet's provider factory, passed only by a devnet build (`vite build --mode devnet`) so that a production
   * build leaves its code out; it is offered only when `config.json` also says `devnet`.
   */
  devWallet: ((chains: AppConfig['chains']) => Eip1193Provider) | undefined
  /** The app's version: a change repairs the persisted state. */
  appVersion: string
}

/**
 * The web app's one composition root: binds each port to its browser adapter (EIP-1193 wallets, JSON-RPC block
 * polling, local storage, formatjs) and builds the MobX view models over them. Nothing else touches the container.
 */
export function composeApp(config: AppConfig, environment: BrowserEnvironment): AppStores {
  const container = new Container({ defaultScope: 'Singleton' })
  const { window } = environment
  const rpcUrl = (chainId: number) => config.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  container.bind<AppConfig>(Config).toConstantValue(config)
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  container.bind<SettingsStore>(SettingsStore).toConstantValue(new LocalStorageStateStore('fomo.settings'))
  container.bind<ListsStore>(ListsStore).toConstantValue(new LocalStorageStateStore('fomo.lists'))
  container.bind<TransactionsStore>(TransactionsStore).toConstantValue(new LocalStorageStateStore('fomo.transactions'))
  container.bind<StateStore<string>>(StoredLocale).toConstantValue(new LocalStorageStateStore('fomo.locale'))
  container.bind<StateStore<string>>(StoredAppVersion).toConstantValue(new LocalStorageStateStore('fomo.version'))
  container.bind<TokenListFetcher>(TokenListFetcher).toDynamicValue(
    (context) =>
      new HttpTokenListFetcher({
        names: context.get<NameResolver>(NameResolver),
        nameChainId: config.chains[0]?.chainId ?? 1,
        onCandidateError: (url, problem) => console.warn(`token list candidate ${url} failed: ${problem}`),
      }),
  )
  container
    .bind<StateStore<string[]>>(StoredInvitations)
    .toConstantValue(new LocalStorageStateStore('fomo.invitations'))
  container.bind<NoticeStore>(Notices).toDynamicValue((context) => new NoticeStore(context.get<Clock>(Clock)))
  // the API on the page's own origin (`/api/...`); each failure shows once in the red notice (spec section 8)
  container
    .bind<ProgrammeApi>(ProgrammeApi)
    .toDynamicValue(
      (context) =>
        new ReportingProgrammeApi(new RestProgrammeApi(window.location.origin), (message) =>
          context.get<NoticeStore>(Notices).show('error', message),
        ),
    )
  container
    .bind<StateStore<WalletKind | null>>(StoredLastWallet)
    .toConstantValue(new LocalStorageStateStore('fomo.wallet'))
  container
    .bind<BlockNumbers>(BlockNumbers)
    .toDynamicValue(
      (context) =>
        new PollingBlockNumbers(
          new Map(
            config.chains.map((chain) => [
              chain.chainId,
              async () => Number(await postJsonRpc(chain.rpcUrl, 'eth_blockNumber')),
            ]),
          ),
          context.get<Clock>(Clock),
          { pollIntervalMs: config.pollingIntervalMs },
        ),
    )
  // the per-block reads over fetch (no ethers on the first page); the rest loads with ethers on first use
  const liveReads = (context: { get<T>(id: symbol): T }) =>
    (live ??= createLiveReads(config, context.get<BlockNumbers>(BlockNumbers), context.get<Clock>(Clock)))
  let live: LiveReads | undefined
  let chainReads: Promise<ChainReads> | undefined
  const reads = (context: { get<T>(id: symbol): T }) =>
    (chainReads ??= import('./chainReads').then(({ createChainReads }) =>
      createChainReads(config, liveReads(context).multicall),
    ))
  container.bind<LiquidityTokenReads>(LiquidityTokenReads).toDynamicValue((context) => ({
    totalSupplies: async (chainId, pairs) => (await reads(context)).liquidity.totalSupplies(chainId, pairs),
    permitNonce: async (chainId, pair, owner) => (await reads(context)).liquidity.permitNonce(chainId, pair, owner),
  }))
  container.bind<TokenBalances>(TokenBalances).toDynamicValue((context) => ({
    balancesOf: async (chainId, owner, tokens) => (await reads(context)).balances.balancesOf(chainId, owner, tokens),
  }))
  container.bind<V1Liquidity>(V1Liquidity).toDynamicValue((context) => ({
    exchangesOf: async (chainId, factory, tokens) => (await reads(context)).v1.exchangesOf(chainId, factory, tokens),
    positionsOf: async (chainId, account, exchanges, spender) =>
      (await reads(context)).v1.positionsOf(chainId, account, exchanges, spender),
  }))
  // each chain's name service, from its deployment record (the devnet's registry): recipients and list names
  container.bind<NameResolver>(NameResolver).toDynamicValue((context) => ({
    resolveName: async (chainId, name) => (await reads(context)).names.resolveName(chainId, name),
    lookupAddress: async (chainId, address) => (await reads(context)).names.lookupAddress(chainId, address),
    contenthash: async (chainId, name) => (await reads(context)).names.contenthash(chainId, name),
  }))
  container.bind<LiveChainReads>(LiveChainReads).toDynamicValue((context) => liveReads(context).live)
  container.bind<TokenMetadata>(TokenMetadata).toDynamicValue((context) => ({
    metadataOf: async (chainId, address) => (await reads(context)).metadata.metadataOf(chainId, address),
  }))
  container
    .bind<WalletConnector[]>(WalletConnectors)
    .toDynamicValue(() => createWalletConnectors(config, { ...environment, origin: window.location.origin }))
  // the services' ports that load with ethers on first use (ABI encoding, gas estimates, one-shot allowances)
  container.bind<ContractCalls>(ContractCalls).toDynamicValue((context) => ({
    encode: async (abi, method, args) => (await reads(context)).calls.encode(abi, method, args),
  }))
  container.bind<GasEstimator>(GasEstimator).toDynamicValue((context) => ({
    estimate: async (chainId, transaction) => (await reads(context)).gas.estimate(chainId, transaction),
  }))
  container.bind<TokenAllowances>(TokenAllowances).toDynamicValue((context) => ({
    allowanceOf: async (chainId, token, owner, spender) =>
      (await reads(context)).allowances.allowanceOf(chainId, token, owner, spender),
  }))
  container.bind<PopupsStore>(Popups).toResolvedValue((clock: Clock) => new PopupsStore(clock), [Clock])
  container
    .bind<WalletStore>(Wallets)
    .toDynamicValue(
      (context) =>
        new WalletStore(
          config,
          context.get<WalletConnector[]>(WalletConnectors),
          context.get<StateStore<WalletKind | null>>(StoredLastWallet),
          context.get<Clock>(Clock),
          async (chainId) => void (await postJsonRpc(rpcUrl(chainId), 'eth_chainId')),
          /Mobi|Android/i.test(window.navigator.userAgent),
        ),
    )
  container.bind<TransactionsViewStore>(Transactions).toResolvedValue(
    (stored: TransactionsStore, clock: Clock, popups: PopupsStore) =>
      new TransactionsViewStore(
        stored,
        clock,
        (chainId, hash) => fetchTransactionReceipt(rpcUrl(chainId), hash),
        (error) => console.warn('receipt check failed', error),
        (tx) =>
          popups.add(tx.hash, {
            kind: 'transaction',
            hash: tx.hash,
            chainId: tx.chainId,
            success: isTransactionSuccessful(tx),
            ...(tx.summary ? { summary: tx.summary } : {}),
          }),
      ),
    [TransactionsStore, Clock, Popups],
  )
  // the connected wallet sends and signs for the domain services; what it sends joins the recent transactions
  container
    .bind<TransactionSender>(TransactionSubmitter)
    .toResolvedValue(
      (wallet: WalletStore, transactions: TransactionsViewStore) => new TransactionSender(wallet, transactions),
      [Wallets, Transactions],
    )
  container
    .bind<TypedDataSigner>(TypedDataSigner)
    .toResolvedValue((sender: TransactionSender) => sender, [TransactionSubmitter])
  bindDomainServices(container)
  container.bind<AppStores>(Stores).toDynamicValue((context) => {
    const clock = context.get<Clock>(Clock)
    const wallet = context.get<WalletStore>(Wallets)
    const settings = new UserSettingsStore(context.get<SettingsStore>(SettingsStore), clock)
    const popups = context.get<PopupsStore>(Popups)
    const lists = new TokenListsStore(
      context.get<ListsStore>(ListsStore),
      [new URL('default-token-list.json', window.location.href).toString()],
      {
        fetcher: context.get<TokenListFetcher>(TokenListFetcher),
        clock,
        onUpdate: ({ url, oldList, newList, decision }) => {
          if (decision === 'refuse')
            console.warn(`token list ${url}: update too large for its version bump, not applied`)
          else popups.add(url, { kind: 'listUpdate', listUrl: url, oldList, newList, auto: decision === 'autoAccept' })
        },
      },
    )
    const transactions = context.get<TransactionsViewStore>(Transactions)
    const services = resolveDomainServices(context)
    const locale = new LocaleStore(
      context.get<StateStore<string>>(StoredLocale),
      loadMessages,
      (tag, messages) => new FormatjsTranslator(tag, messages, (problem) => console.warn(problem)),
    )
    const storedVersion = context.get<StateStore<string>>(StoredAppVersion)
    const notices = context.get<NoticeStore>(Notices)
    const api = context.get<ProgrammeApi>(ProgrammeApi)
    const ui = new UiStore()
    const tokenSelect = new TokenSelectStore(config, wallet, lists, settings, ui, {
      balances: context.get<TokenBalances>(TokenBalances),
      live: context.get<LiveChainReads>(LiveChainReads),
      metadata: context.get<TokenMetadata>(TokenMetadata),
    })
    const router = new RouterStore(window, () => (wallet.status === 'connecting' ? undefined : wallet.chainId))
    const directory = new CurrencyDirectory(config, wallet, tokenSelect, context.get<TokenMetadata>(TokenMetadata))
    const swap = new SwapStore(
      directory,
      wallet,
      settings,
      transactions,
      services,
      context.get<LiveChainReads>(LiveChainReads),
      context.get<NameResolver>(NameResolver),
      router,
      clock,
      { confirm: (message) => window.confirm(message), prompt: (message) => window.prompt(message) },
    )
    return {
      config,
      locale,
      settings,
      lists,
      transactions,
      theme: new ThemeStore(settings, window.matchMedia?.('(prefers-color-scheme: dark)')),
      wallet,
      blocks: new BlockStore(context.get<BlockNumbers>(BlockNumbers)),
      router,
      notices,
      popups,
      ui,
      invites: new InviteStore(
        api,
        wallet,
        router,
        context.get<StateStore<string[]>>(StoredInvitations),
        notices,
        locale,
        (error) => error instanceof ApiError && error.code > 0,
      ),
      priceChart: new PriceChartStore(api, wallet, () => [swap.state.INPUT.currencyId, swap.state.OUTPUT.currencyId]),
      tokenSelect,
      directory,
      live: context.get<LiveChainReads>(LiveChainReads),
      swap,
      pool: new PoolStore(directory, wallet, settings, context.get<LiveChainReads>(LiveChainReads)),
      findPool: new FindPoolStore(directory, wallet, settings, context.get<LiveChainReads>(LiveChainReads)),
      addLiquidity: new AddLiquidityStore(
        directory,
        wallet,
        settings,
        transactions,
        services,
        context.get<LiveChainReads>(LiveChainReads),
        router,
      ),
      removeLiquidity: new RemoveLiquidityStore(
        directory,
        wallet,
        settings,
        transactions,
        services,
        context.get<LiveChainReads>(LiveChainReads),
        router,
        clock,
      ),
      v1Positions: new V1PositionsStore(directory, wallet, context.get<V1Liquidity>(V1Liquidity)),
      migrateV1: new MigrateV1Store(
        directory,
        wallet,
        transactions,
        services,
        new LiveV1Position(context.get<LiveChainReads>(LiveChainReads), context.get<V1Liquidity>(V1Liquidity)),
      ),
      removeV1: new RemoveV1Store(
        directory,
        wallet,
        transactions,
        services,
        new LiveV1Position(context.get<LiveChainReads>(LiveChainReads), context.get<V1Liquidity>(V1Liquidity)),
      ),
      async init() {
        const versionChanged = (await storedVersion.read().catch(() => undefined)) !== environment.appVersion
        await Promise.all([
          settings.init(versionChanged),
          lists.init(versionChanged),
          transactions.init(),
          locale.init(),
        ])
        if (versionChanged) await storedVersion.write(environment.appVersion)
        lists.startRefreshing()
      },
    }
  })
  return container.get<AppStores>(Stores)
}
