import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'

/** One chain the app can show: where to read it and what FomoSwap deployed there. */
export interface AppChain {
  chainId: number
  name: string
  nativeSymbol: string
  rpcUrl: string
  /** A block explorer's base URL (`…/tx/{hash}`, `…/address/{address}`); none on the devnet. */
  explorerUrl?: string
  deployment: DeploymentRecord
}

/**
 * The app's runtime configuration, served as `config.json` beside the app: generated from the deployment records
 * by `createAppConfig` (the devnet, the test harness) or written by a deploy.
 */
export interface AppConfig {
  /** The network shown read-only when no wallet is connected. */
  defaultChainId: number
  /** True only for a local devnet: enables the Dev wallet (in builds that include it). */
  devnet: boolean
  /** How often the current chain's block number is polled (spec section 9: 15000 ms). */
  pollingIntervalMs: number
  /** Enables the WalletConnect-type connector when set. */
  walletConnectProjectId?: string
  /** The WalletConnect relay to use instead of the package's default one (tests point it at an unreachable address). */
  walletConnectRelayUrl?: string
  chains: AppChain[]
  /** External pages the menus link to, when the deployment has them. */
  links?: { nft?: string; oldVersion?: string }
}
