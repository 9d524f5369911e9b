import type { Wallet } from '../../ports/Wallet'
import type {
  AnnouncedWalletInfo,
  ChainToAdd,
  WalletConnector,
  WalletId,
  WalletKind,
} from '../../ports/WalletConnector'
import type { Eip1193Provider } from './Eip1193Provider'
import { Eip1193Wallet } from './Eip1193Wallet'

const UNRECOGNIZED_CHAIN = 4902

/**
 * Connects an EIP-1193 provider (an injected or announced wallet, or the Dev wallet) as a `WalletConnector`; an
 * announced one is known by its rdns (`eip6963:<rdns>`), the others by their kind.
 */
export class Eip1193Connector implements WalletConnector {
  readonly id: WalletId

  constructor(
    readonly kind: WalletKind,
    private readonly provider: Eip1193Provider,
    readonly announced?: AnnouncedWalletInfo,
  ) {
    this.id = announced ? `eip6963:${announced.rdns}` : kind
  }

  async authorizedAccounts(): Promise<string[]> {
    return (await this.provider.request({ method: 'eth_accounts' })) as string[]
  }

  async requestAccounts(): Promise<string[]> {
    return (await this.provider.request({ method: 'eth_requestAccounts' })) as string[]
  }

  async chainId(): Promise<number> {
    return Number(await this.provider.request({ method: 'eth_chainId' }))
  }

  async switchChain(chain: ChainToAdd): Promise<void> {
    const chainId = `0x${chain.chainId.toString(16)}`
    try {
      await this.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      if ((error as { code?: number }).code !== UNRECOGNIZED_CHAIN) throw error
      await this.provider.request({ method: 'wallet_addEthereumChain', params: [{ ...chain, chainId }] })
    }
  }

  onAccountsChanged(listener: (accounts: string[]) => void): () => void {
    return this.subscribe('accountsChanged', (accounts) => listener(accounts as string[]))
  }

  onChainChanged(listener: (chainId: number) => void): () => void {
    return this.subscribe('chainChanged', (chainId) => listener(Number(chainId)))
  }

  wallet(): Wallet {
    return new Eip1193Wallet(this.provider)
  }

  private subscribe(event: string, handler: (value: unknown) => void): () => void {
    const listener = (value: unknown) => handler(value)
    this.provider.on?.(event, listener)
    return () => this.provider.removeListener?.(event, listener)
  }
}
