import { makeAutoObservable, observableShallow, runInAction } from 'mobx'
import type { Clock } from '../../ports/Clock'
import type { StateStore } from '../../ports/StateStore'
import type { AnnouncedWalletInfo, WalletConnector, WalletId, WalletKind } from '../../ports/WalletConnector'
import type { AppConfig } from '../config/AppConfig'

/** Spec section 9: the connection spinner appears only after this long. */
export const SPINNER_DELAY_MS = 600
const USER_REJECTED = 4001
/** The order the wallet list shows kinds in: the browser's wallets first, then the Dev wallet and WalletConnect. */
const KIND_ORDER: readonly WalletKind[] = ['injected', 'announced', 'dev', 'walletConnect']

/** Where the wallet connection stands. */
export type WalletStatus = 'connecting' | 'connected' | 'readOnly' | 'error'
/** A connection problem to show, by message id. */
export type WalletProblem = 'wallet.metaMask' | 'wallet.unknownError' | 'wallet.rejected'

/**
 * The wallet connection (spec section 4): eager connection to an injected wallet that already authorised the site
 * (or on mobile with a wallet, or the announced or Dev wallet used last time), otherwise a read-only connection to the
 * default network; follows account and chain changes; a spinner only after 600 ms; `unknown error` when nothing
 * connects. Wallets announcing themselves later (EIP-6963) join the list with `addConnector`.
 */
export class WalletStore {
  status: WalletStatus = 'connecting'
  account: string | undefined = undefined
  walletChainId: number | undefined = undefined
  kind: WalletKind | undefined = undefined
  /** Which of the offered wallets is connected. */
  id: WalletId | undefined = undefined
  problem: WalletProblem | undefined = undefined
  showSpinner = false
  private unsubscribe: (() => void)[] = []
  private cancelSpinner: (() => void) | undefined
  private readonly connectors: WalletConnector[]

  constructor(
    private readonly config: AppConfig,
    connectors: readonly WalletConnector[],
    private readonly lastWallet: StateStore<WalletId | null>,
    private readonly clock: Clock,
    private readonly probeNetwork: (chainId: number) => Promise<void>,
    private readonly isMobile: boolean,
  ) {
    this.connectors = [...connectors]
    makeAutoObservable<this, 'config' | 'connectors' | 'lastWallet' | 'clock' | 'probeNetwork' | 'unsubscribe'>(this, {
      config: false,
      connectors: observableShallow,
      lastWallet: false,
      clock: false,
      probeNetwork: false,
      unsubscribe: false,
    })
  }

  /**
   * The wallets to choose from: the browser's (the legacy injected one, unless it is also an announced one, then each
   * announced one), the Dev wallet only on a devnet build, WalletConnect when configured.
   */
  get options(): readonly WalletConnector[] {
    const legacyAnnounced = this.connectors.some((connector) => connector.announced?.isInjected)
    return this.connectors
      .filter((connector) => !(legacyAnnounced && connector.kind === 'injected'))
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  }

  /** The ids of `options`. */
  get available(): WalletId[] {
    return this.options.map((connector) => connector.id)
  }

  /** The browser has a wallet of its own, injected or announced. */
  get hasInjected(): boolean {
    return this.connectors.some((connector) => connector.kind === 'injected' || connector.kind === 'announced')
  }

  /** The connected wallet's own name and icon, when it announced itself. */
  get announced(): AnnouncedWalletInfo | undefined {
    return this.connector(this.id)?.announced
  }

  /** A wallet that announced itself (EIP-6963), listed from now on; one already offered (same id) is ignored. */
  addConnector(connector: WalletConnector): void {
    if (!this.connectors.some((known) => known.id === connector.id)) this.connectors.push(connector)
  }

  /** The network the app shows: the wallet's once connected, otherwise the default one. */
  get chainId(): number {
    return this.status === 'connected' && this.walletChainId !== undefined
      ? this.walletChainId
      : this.config.defaultChainId
  }

  /** A connected wallet on a network FomoSwap has no deployment on. */
  get unsupportedNetwork(): boolean {
    return this.status === 'connected' && !this.config.chains.some((chain) => chain.chainId === this.chainId)
  }

  /** Tries the eager connection, else the read-only network. */
  async init(): Promise<void> {
    this.startSpinnerTimer()
    // the legacy window.ethereum connects as the announced wallet it also is
    const injected = this.connectors.find((connector) => connector.announced?.isInjected) ?? this.connector('injected')
    const last = await this.lastWallet.read().catch(() => undefined)
    try {
      const lastAnnounced = this.connectors.find((c) => c.kind === 'announced' && c.id === last && c !== injected)
      if (lastAnnounced && (await lastAnnounced.authorizedAccounts()).length > 0) {
        return await this.activate(lastAnnounced)
      }
      if (injected && ((await injected.authorizedAccounts()).length > 0 || this.isMobile)) {
        return await this.activate(injected)
      }
      const dev = this.connector('dev')
      if (dev && last === 'dev') {
        return await this.activate(dev)
      }
    } catch {
      // an eager connection that fails falls back to read-only, as if there were no wallet
    }
    await this.readOnly()
  }

  /** Connects the chosen wallet, asking the user; without an injected wallet, says to install one. */
  async connect(id: WalletId): Promise<void> {
    const connector = this.connector(id)
    if (!connector) {
      this.problem = 'wallet.metaMask'
      return
    }
    this.problem = undefined
    this.status = 'connecting'
    this.startSpinnerTimer()
    try {
      await this.activate(connector)
      await this.lastWallet.write(id)
    } catch (error) {
      const rejected = (error as { code?: number }).code === USER_REJECTED
      runInAction(() => (this.problem = rejected ? 'wallet.rejected' : 'wallet.unknownError'))
      await this.readOnly()
    }
  }

  /** Forgets the wallet and goes back to the read-only connection. */
  async disconnect(): Promise<void> {
    await this.lastWallet.write(null)
    await this.readOnly()
  }

  /** Asks the wallet to switch to (or add) one of the configured chains. */
  async switchNetwork(chainId: number): Promise<void> {
    const connector = this.connector(this.id)
    const chain = this.config.chains.find((entry) => entry.chainId === chainId)
    if (!connector || !chain) return
    try {
      await connector.switchChain({
        chainId,
        chainName: chain.name,
        nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
        rpcUrls: [chain.rpcUrl],
        ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
      })
    } catch (error) {
      const rejected = (error as { code?: number }).code === USER_REJECTED
      runInAction(() => (this.problem = rejected ? 'wallet.rejected' : 'wallet.unknownError'))
    }
  }

  /** The signing wallet of the connected account, for the screens that send transactions. */
  connectedWallet() {
    return this.status === 'connected' ? this.connector(this.id)?.wallet() : undefined
  }

  private connector(id: WalletId | undefined): WalletConnector | undefined {
    return this.connectors.find((connector) => connector.id === id)
  }

  private async activate(connector: WalletConnector): Promise<void> {
    const accounts = await connector.requestAccounts()
    const chainId = await connector.chainId()
    this.stopFollowing()
    this.unsubscribe = [
      connector.onAccountsChanged((next) => {
        if (next.length === 0) void this.readOnly()
        else runInAction(() => (this.account = next[0]))
      }),
      connector.onChainChanged((next) => runInAction(() => (this.walletChainId = next))),
    ]
    runInAction(() => {
      this.kind = connector.kind
      this.id = connector.id
      this.account = accounts[0]
      this.walletChainId = chainId
      this.status = accounts.length > 0 ? 'connected' : 'readOnly'
      this.stopSpinnerTimer()
    })
  }

  private async readOnly(): Promise<void> {
    this.stopFollowing()
    runInAction(() => {
      this.kind = undefined
      this.id = undefined
      this.account = undefined
      this.walletChainId = undefined
    })
    try {
      await this.probeNetwork(this.config.defaultChainId)
      runInAction(() => (this.status = 'readOnly'))
    } catch {
      runInAction(() => {
        this.status = 'error'
        this.problem = 'wallet.unknownError'
      })
    }
    runInAction(() => this.stopSpinnerTimer())
  }

  private stopFollowing(): void {
    for (const stop of this.unsubscribe) stop()
    this.unsubscribe = []
  }

  private startSpinnerTimer(): void {
    this.cancelSpinner?.()
    this.cancelSpinner = this.clock.schedule(SPINNER_DELAY_MS, () =>
      runInAction(() => (this.showSpinner = this.status === 'connecting')),
    )
  }

  private stopSpinnerTimer(): void {
    this.cancelSpinner?.()
    this.cancelSpinner = undefined
    this.showSpinner = false
  }
}
