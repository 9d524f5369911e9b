import { Container } from 'inversify'
import type { Eip1193Provider } from '../adapters/browser/Eip1193Provider'
import { fetchTransactionReceipt } from '../adapters/browser/fetchTransactionReceipt'
import { LocalStorageStateStore } from '../adapters/browser/LocalStorageStateStore'
import { postJsonRpc } from '../adapters/browser/postJsonRpc'
import { SystemClock } from '../adapters/clock/SystemClock'
import { RandomNonces } from '../adapters/crypto/RandomNonces'
import { bindConstructed } from '../adapters/di/bindConstructed'
import { HttpTokenListFetcher } from '../adapters/lists/HttpTokenListFetcher'
import { RestProgrammeApi } from '../adapters/rest/RestProgrammeApi'
import { reportingApi } from '../adapters/rest/reportingApi'
import { ChainBlockNumbers } from '../adapters/rpc/ChainBlockNumbers'
import { WebSocketNewHeads } from '../adapters/rpc/WebSocketNewHeads'
import type { SwapPageServices } from '../domain/DomainServices'
import { isTransactionSuccessful } from '../domain/transactions/isTransactionSuccessful'
import { AccountCode } from '../ports/AccountCode'
import { BlockNumbers } from '../ports/BlockNumbers'
import { ChainReads } from '../ports/ChainReads'
import { Clock } from '../ports/Clock'
import { ListsStore } from '../ports/ListsStore'
import { LiveChainReads } from '../ports/LiveChainReads'
import { NameResolver } from '../ports/NameResolver'
import { Nonces } from '../ports/Nonces'
import { ProgrammeApi } from '../ports/ProgrammeApi'
import { SettingsStore } from '../ports/SettingsStore'
import type { StateStore } from '../ports/StateStore'
import { TokenListFetcher } from '../ports/TokenListFetcher'
import { TokenMetadata } from '../ports/TokenMetadata'
import { TransactionSubmitter } from '../ports/TransactionSubmitter'
import { TransactionsStore } from '../ports/TransactionsStore'
import { TypedDataSigner } from '../ports/TypedDataSigner'
import { type WalletConnector, WalletConnectors, type WalletId } from '../ports/WalletConnector'
import { bindEthersReads, bindRpcReads, type LazyReads, lazyReads } from './composition/bindChainReads'
import {
  Config,
  Notices,
  Popups,
  type RpcUrlOf,
  StoredAppVersion,
  StoredInvitations,
  StoredLastWallet,
  StoredLocale,
  StoredMiningPool,
  Stores,
  Transactions,
  Wallets,
} from './composition/compositionIds'
import { lazySwapServices } from './composition/lazySwapServices'
import type { AppConfig } from './config/AppConfig'
import { createAppStores } from './createAppStores'
import { createWalletConnectors, followAnnouncedWallets } from './createWalletConnectors'
import type { MiningSelection } from './features/mining/MiningSelection'
import type { AppStores } from './stores/AppStores'
import { NoticeStore } from './stores/NoticeStore'
import { PopupsStore } from './stores/PopupsStore'
import { TransactionSender } from './stores/TransactionSender'
import { TransactionsViewStore } from './stores/TransactionsViewStore'
import { WalletStore } from './stores/WalletStore'

/** A confirmed transaction's popup waits at most this long for the screens' reads of its block. */
const RECEIPT_READS_WAIT_MS = 3_000

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
  const rpcUrl: RpcUrlOf = (chainId) => config.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  const reads = lazyReads(config)
  bindStoredState(container, config)
  bindProgrammeApi(container, config, environment.window)
  bindBlockNumbers(container, config)
  bindRpcReads(container, reads, rpcUrl)
  bindEthersReads(container, reads)
  bindWallet(container, config, environment, rpcUrl)
  bindTransactions(container, reads, rpcUrl)
  bindAppStores(container, config, environment, rpcUrl, lazySwapServices(container))
  return container.get<AppStores>(Stores)
}

/** The configuration, the clock and what the app keeps in local storage (so a reload keeps it). */
function bindStoredState(container: Container, config: AppConfig): void {
  container.bind<AppConfig>(Config).toConstantValue(config)
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  container.bind<SettingsStore>(SettingsStore).toConstantValue(new LocalStorageStateStore('fomo.settings'))
  container.bind<ListsStore>(ListsStore).toConstantValue(new LocalStorageStateStore('fomo.lists'))
  container.bind<TransactionsStore>(TransactionsStore).toConstantValue(new LocalStorageStateStore('fomo.transactions'))
  container.bind<StateStore<string>>(StoredLocale).toConstantValue(new LocalStorageStateStore('fomo.locale'))
  container.bind<StateStore<string>>(StoredAppVersion).toConstantValue(new LocalStorageStateStore('fomo.version'))
  container
    .bind<StateStore<string[]>>(StoredInvitations)
    .toConstantValue(new LocalStorageStateStore('fomo.invitations'))
  // the pool the LP list chose for bank income (spec section 2: stored, so a reload keeps it)
  container
    .bind<StateStore<MiningSelection>>(StoredMiningPool)
    .toConstantValue(new LocalStorageStateStore('fomo.miningPool'))
  container
    .bind<StateStore<WalletId | null>>(StoredLastWallet)
    .toConstantValue(new LocalStorageStateStore('fomo.wallet'))
}

/** The notices, the API and the token lists, all fetched over HTTP from the page's own origin or the lists' URLs. */
function bindProgrammeApi(container: Container, config: AppConfig, window: Window): void {
  container.bind<TokenListFetcher>(TokenListFetcher).toDynamicValue(
    (context) =>
      new HttpTokenListFetcher({
        names: context.get<NameResolver>(NameResolver),
        nameChainId: config.chains[0]?.chainId ?? 1,
        ownOrigin: window.location.origin,
        onCandidateError: (url, problem) => console.warn(`token list candidate ${url} failed: ${problem}`),
      }),
  )
  container.bind<NoticeStore>(Notices).toDynamicValue((context) => new NoticeStore(context.get<Clock>(Clock)))
  // the API on the page's own origin (`/api/...`); each failure shows once in the red notice (spec section 8)
  container
    .bind<ProgrammeApi>(ProgrammeApi)
    .toDynamicValue((context) =>
      reportingApi(new RestProgrammeApi(window.location.origin), (message) =>
        context.get<NoticeStore>(Notices).show('error', message),
      ),
    )
}

/** Each chain's block number, polled at the chain's pace and pushed by its WebSocket where the config names one. */
function bindBlockNumbers(container: Container, config: AppConfig): void {
  container.bind<BlockNumbers>(BlockNumbers).toDynamicValue(
    (context) =>
      new ChainBlockNumbers(
        new Map(
          config.chains.map((chain) => [
            chain.chainId,
            async () => Number(await postJsonRpc(chain.rpcUrl, 'eth_blockNumber')),
          ]),
        ),
        context.get<Clock>(Clock),
        {
          pollIntervalMs: config.pollingIntervalMs,
          // at the chain's pace: its block time where shorter than the configured interval
          pollIntervalsMs: new Map(
            config.chains.map((chain) => [
              chain.chainId,
              Math.min(config.pollingIntervalMs, chain.blockTimeMs ?? config.pollingIntervalMs),
            ]),
          ),
          heads: new Map(
            config.chains.flatMap((chain) =>
              chain.wsUrl ? [[chain.chainId, new WebSocketNewHeads(chain.wsUrl)]] : [],
            ),
          ),
        },
      ),
  )
}

/** The wallets on offer (injected, announced, WalletConnect, the devnet's) and the store of the connected one. */
function bindWallet(container: Container, config: AppConfig, environment: BrowserEnvironment, rpcUrl: RpcUrlOf): void {
  const { window } = environment
  container
    .bind<WalletConnector[]>(WalletConnectors)
    .toDynamicValue(() => createWalletConnectors(config, { ...environment, origin: window.location.origin }))
  container.bind<WalletStore>(Wallets).toDynamicValue((context) => {
    const store = new WalletStore(
      config,
      context.get<WalletConnector[]>(WalletConnectors),
      context.get<StateStore<WalletId | null>>(StoredLastWallet),
      context.get<Clock>(Clock),
      async (chainId) => void (await postJsonRpc(rpcUrl(chainId), 'eth_chainId')),
      /Mobi|Android/i.test(window.navigator.userAgent),
    )
    // the announced wallets (EIP-6963), for the page's lifetime: those there now answer before the eager connection
    followAnnouncedWallets(window, environment.injected, (connector) => store.addConnector(connector))
    return store
  })
}

/** The recent transactions and their popups; the sender the connected wallet sends and signs through, with nonces. */
function bindTransactions(container: Container, reads: LazyReads, rpcUrl: RpcUrlOf): void {
  bindConstructed(container, Popups, PopupsStore, [Clock])
  container.bind<TransactionsViewStore>(Transactions).toDynamicValue((context) => {
    const clock = context.get<Clock>(Clock)
    const popups = context.get<PopupsStore>(Popups)
    const { multicall } = reads.live(context)
    // the popup waits (a few seconds at most) until the screens' reads caught up with the confirming block, so the
    // balances the transaction changed show with it rather than a poll later
    const caughtUp = (chainId: number, blockNumber: number) =>
      new Promise<void>((resolve) => {
        const cancel = clock.schedule(RECEIPT_READS_WAIT_MS, resolve)
        void multicall.whenFresh(chainId, blockNumber).then(() => {
          cancel()
          resolve()
        })
      })
    return new TransactionsViewStore(
      context.get<TransactionsStore>(TransactionsStore),
      clock,
      (chainId, hash) => fetchTransactionReceipt(rpcUrl(chainId), hash),
      (error) => console.warn('receipt check failed', error),
      (tx) =>
        void caughtUp(tx.chainId, tx.receipt?.blockNumber ?? 0).then(() =>
          popups.add(tx.hash, {
            kind: 'transaction',
            hash: tx.hash,
            chainId: tx.chainId,
            success: isTransactionSuccessful(tx),
            ...(tx.summary ? { summary: tx.summary } : {}),
          }),
        ),
    )
  })
  // the connected wallet sends and signs for the domain services; what it sends joins the recent transactions
  container.bind<TransactionSender>(TransactionSubmitter).toResolvedValue(
    (wallet: WalletStore, transactions: TransactionsViewStore, blocks: BlockNumbers) =>
      new TransactionSender(wallet, transactions, {
        blocks,
        receiptOf: (chainId, hash) => fetchTransactionReceipt(rpcUrl(chainId), hash),
      }),
    [Wallets, Transactions, BlockNumbers],
  )
  container
    .bind<TypedDataSigner>(TypedDataSigner)
    .toResolvedValue((sender: TransactionSender) => sender, [TransactionSubmitter])
  container.bind<Nonces>(Nonces).toConstantValue(new RandomNonces())
}

/**
 * The shell's and Swap's view models over what is bound; the swap page's services load with their first use
 * (lazySwapServices), the other areas' view models with their screens (loadAreaStores).
 */
function bindAppStores(
  container: Container,
  config: AppConfig,
  environment: BrowserEnvironment,
  rpcUrl: RpcUrlOf,
  swapServices: () => Promise<SwapPageServices>,
) {
  const { window } = environment
  container.bind<AppStores>(Stores).toDynamicValue((context) =>
    createAppStores(config, environment, {
      clock: context.get<Clock>(Clock),
      wallet: context.get<WalletStore>(Wallets),
      settingsStore: context.get<SettingsStore>(SettingsStore),
      listsStore: context.get<ListsStore>(ListsStore),
      listFetcher: context.get<TokenListFetcher>(TokenListFetcher),
      popups: context.get<PopupsStore>(Popups),
      transactions: context.get<TransactionsViewStore>(Transactions),
      services: swapServices,
      storedLocale: context.get<StateStore<string>>(StoredLocale),
      storedVersion: context.get<StateStore<string>>(StoredAppVersion),
      storedInvitations: context.get<StateStore<string[]>>(StoredInvitations),
      notices: context.get<NoticeStore>(Notices),
      api: context.get<ProgrammeApi>(ProgrammeApi),
      // the chain-health poll is a hint, not the user's action: its failures are not reported
      statusApi: new RestProgrammeApi(window.location.origin),
      reads: context.get<ChainReads>(ChainReads),
      live: context.get<LiveChainReads>(LiveChainReads),
      metadata: context.get<TokenMetadata>(TokenMetadata),
      // the CSV's reads of mined transactions load with its first download
      settled: {
        settledOf: async (chainId, hash) => {
          const { RpcSettledTransactions } = await import('../adapters/rpc/RpcSettledTransactions')
          const rpc = (id: number, method: string, params: unknown[]) => postJsonRpc(rpcUrl(id), method, params)
          return new RpcSettledTransactions(rpc).settledOf(chainId, hash)
        },
      },
      names: context.get<NameResolver>(NameResolver),
      code: context.get<AccountCode>(AccountCode),
      blocks: context.get<BlockNumbers>(BlockNumbers),
      // with the areas' chunk (areaModules), which it imports, and the swap page's services, which the areas build on
      loadAreaStores: async (shell) => {
        const [{ loadAreaStores }] = await Promise.all([import('./composition/loadAreaStores'), swapServices()])
        return loadAreaStores(container, config, environment, shell, swapServices)
      },
    }),
  )
}
