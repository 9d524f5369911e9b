import type { Wallet } from '../../ports/Wallet'
import type { ChainToAdd, WalletConnector, WalletKind } from '../../ports/WalletConnector'
import { Eip1193Connector } from './Eip1193Connector'
import type { Eip1193Provider } from './Eip1193Provider'

/**
 * A `WalletConnector` whose EIP-1193 provider is created on the first request that needs it (a WalletConnect session,
 * whose code downloads only then) and then driven by `Eip1193Connector`. Until then it has no authorised accounts, so
 * the eager connection never loads it.
 */
export class LazyEip1193Connector implements WalletConnector {
  private pending: Promise<Eip1193Connector> | undefined
  private created: Eip1193Connector | undefined

  constructor(
    readonly kind: WalletKind,
    private readonly createProvider: () => Promise<Eip1193Provider>,
  ) {}

  get id(): string {
    return this.kind
  }

  async authorizedAccounts(): Promise<string[]> {
    return this.created ? this.created.authorizedAccounts() : []
  }

  async requestAccounts(): Promise<string[]> {
    return (await this.connector()).requestAccounts()
  }

  async chainId(): Promise<number> {
    return (await this.connector()).chainId()
  }

  async switchChain(chain: ChainToAdd): Promise<void> {
    return (await this.connector()).switchChain(chain)
  }

  onAccountsChanged(listener: (accounts: string[]) => void): () => void {
    return this.follow((connector) => connector.onAccountsChanged(listener))
  }

  onChainChanged(listener: (chainId: number) => void): () => void {
    return this.follow((connector) => connector.onChainChanged(listener))
  }

  wallet(): Wallet {
    if (!this.created) throw new Error(`The ${this.kind} wallet is not connected`)
    return this.created.wallet()
  }

  private connector(): Promise<Eip1193Connector> {
    this.pending ??= this.createProvider().then(
      (provider) => (this.created = new Eip1193Connector(this.kind, provider)),
      (error: unknown) => {
        this.pending = undefined // a failed start (e.g. no relay) can be tried again
        throw error
      },
    )
    return this.pending
  }

  private follow(subscribe: (connector: Eip1193Connector) => () => void): () => void {
    if (this.created) return subscribe(this.created)
    let stop: (() => void) | undefined
    let stopped = false
    this.connector().then(
      (connector) => {
        if (!stopped) stop = subscribe(connector)
      },
      () => undefined, // the request that started the provider reports the failure
    )
    return () => {
      stopped = true
      stop?.()
    }
  }
}
