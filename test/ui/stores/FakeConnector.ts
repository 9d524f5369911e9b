import type { Wallet } from '../../../src/ports/Wallet'
import type { AnnouncedWalletInfo, ChainToAdd, WalletConnector, WalletKind } from '../../../src/ports/WalletConnector'

/** A WalletConnector double: an account and a chain the test controls, and the events it fires. */
export class FakeConnector implements WalletConnector {
  authorized = false
  accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
  chain = 128
  rejectRequests = false
  failRequests = false
  switchedTo: ChainToAdd[] = []
  private readonly accountListeners = new Set<(accounts: string[]) => void>()
  private readonly chainListeners = new Set<(chainId: number) => void>()

  readonly id: string

  /** An announced wallet (`announced` given) is known by its rdns, the others by their kind. */
  constructor(
    readonly kind: WalletKind,
    readonly announced?: AnnouncedWalletInfo,
  ) {
    this.id = announced ? `eip6963:${announced.rdns}` : kind
  }

  async authorizedAccounts(): Promise<string[]> {
    return this.authorized ? this.accounts : []
  }

  async requestAccounts(): Promise<string[]> {
    if (this.rejectRequests) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (this.failRequests) throw new Error('wallet crashed')
    this.authorized = true
    return this.accounts
  }

  async chainId(): Promise<number> {
    return this.chain
  }

  async switchChain(chain: ChainToAdd): Promise<void> {
    this.switchedTo.push(chain)
    this.changeChain(chain.chainId)
  }

  onAccountsChanged(listener: (accounts: string[]) => void): () => void {
    this.accountListeners.add(listener)
    return () => this.accountListeners.delete(listener)
  }

  onChainChanged(listener: (chainId: number) => void): () => void {
    this.chainListeners.add(listener)
    return () => this.chainListeners.delete(listener)
  }

  wallet(): Wallet {
    throw new Error('not used by these tests')
  }

  changeAccounts(accounts: string[]): void {
    this.accounts = accounts
    for (const listener of this.accountListeners) listener(accounts)
  }

  changeChain(chainId: number): void {
    this.chain = chainId
    for (const listener of this.chainListeners) listener(chainId)
  }

  listenerCount(): number {
    return this.accountListeners.size + this.chainListeners.size
  }
}
