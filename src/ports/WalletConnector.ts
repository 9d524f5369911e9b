import type { Wallet } from './Wallet'

/**
 * Which wallet a connector drives: the legacy injected (MetaMask-type) extension (`window.ethereum`), one that
 * announced itself (EIP-6963: several may), the devnet's Dev wallet, or a WalletConnect session with a (mobile) wallet.
 */
export type WalletKind = 'injected' | 'announced' | 'dev' | 'walletConnect'

/**
 * One wallet among those offered: its kind for the one-of-a-kind wallets (`injected`, `dev`, `walletConnect`), and
 * `eip6963:<rdns>` for an announced one. The last wallet used is remembered by it.
 */
export type WalletId = string

/** What an announced wallet says of itself (EIP-6963): its name, its icon (a data: URI) and its reverse-DNS id. */
export interface AnnouncedWalletInfo {
  name: string
  icon: string
  rdns: string
  /** It is also the page's `window.ethereum`, so the legacy entry is not listed beside it. */
  isInjected: boolean
}

/** What a wallet needs to add a chain it does not know (EIP-3085 `wallet_addEthereumChain`). */
export interface ChainToAdd {
  chainId: number
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/**
 * Connecting a browser wallet: the accounts it already authorised, asking for them, its chain, switching chain and
 * following its account and chain changes. `wallet()` signs and sends for the connected account.
 */
export interface WalletConnector {
  readonly kind: WalletKind
  readonly id: WalletId
  /** An announced wallet's own name and icon. */
  readonly announced?: AnnouncedWalletInfo
  /** The accounts the wallet already authorised for this site (`eth_accounts`), without prompting the user. */
  authorizedAccounts(): Promise<string[]>
  /** Asks the user to connect (`eth_requestAccounts`); fails with the wallet's error (code 4001 when rejected). */
  requestAccounts(): Promise<string[]>
  chainId(): Promise<number>
  /** Asks the wallet to switch to `chain`, adding it first when the wallet does not know it (error 4902). */
  switchChain(chain: ChainToAdd): Promise<void>
  /** Follows account changes; returns the unsubscribe function. */
  onAccountsChanged(listener: (accounts: string[]) => void): () => void
  /** Follows chain changes; returns the unsubscribe function. */
  onChainChanged(listener: (chainId: number) => void): () => void
  /** The signing wallet of the connected account. */
  wallet(): Wallet
}

/** The connectors available in this browser and configuration, injected first. */
export const WalletConnectors = Symbol.for('WalletConnectors')
