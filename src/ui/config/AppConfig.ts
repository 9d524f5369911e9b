import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'

/** One chain the app can show: where to read it and what FomoSwap deployed there. */
export interface AppChain {
  chainId: number
  name: string
  nativeSymbol: string
  rpcUrl: string
  /** The node's WebSocket endpoint, where it offers a new-heads subscription (blocks followed without polling). */
  wsUrl?: string
  /** The chain's block time: new blocks are polled this often where no new-heads subscription runs. */
  blockTimeMs?: number
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
  /** How often a chain's block number is polled at most (spec section 9: 15000 ms); a chain's block time, if shorter. */
  pollingIntervalMs: number
  /** Enables the WalletConnect-type connector when set. */
  walletConnectProjectId?: string
  /** The WalletConnect relay to use instead of the package's default one (tests point it at an unreachable address). */
  walletConnectRelayUrl?: string
  chains: AppChain[]
  /** External pages the menus link to, when the deployment has them. */
  links?: { nft?: string; oldVersion?: string }
}
