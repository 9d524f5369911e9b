import type { Token } from '../../domain/currency/Token'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { ProgrammeSession } from './ProgrammeSession'

/**
 * What the screens that span the deployed chains (exchange, release, bridge, season) need of the wallet, the deployment
 * records and the recent transactions, read through MobX: the programme session (shown chain, account, the chain's
 * contracts, transaction status), each chain's record and tokens, and a network switch (the HJW exchange lives on one
 * chain, the release on another).
 */
export interface CrossChainSession extends ProgrammeSession {
  readonly contracts: Partial<DeploymentRecord['contracts']>
  /** The deployment record of `chainId` (`undefined` for a chain the app does not know). */
  deploymentOf(chainId: number): DeploymentRecord | undefined
  /** The token at `address` among those deployed on `chainId`. */
  tokenOf(chainId: number, address: string): Token | undefined
  /** Asks the wallet to switch to `chainId`. */
  switchNetwork(chainId: number): Promise<void>
}
