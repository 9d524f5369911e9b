import type { Clock } from '../../ports/Clock'
import type { AppConfig } from '../config/AppConfig'
import type { BlockStore } from './BlockStore'
import type { CrossChainSession } from './CrossChainSession'
import { deployedTokens } from './deployedTokens'
import type { IndexedBlockOf } from './refreshOnceIndexed'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { WalletStore } from './WalletStore'
import { walletProgrammeSession } from './walletProgrammeSession'

/**
 * The cross-chain session over the wallet, the deployment records of `config`, the recent transactions and the
 * shown chain's blocks: the programme session with each chain's record and tokens and the network switch.
 */
export function walletCrossChainSession(
  config: AppConfig,
  wallet: WalletStore,
  transactions: TransactionsViewStore,
  blocks: Pick<BlockStore, 'blockNumber'>,
  indexed: { blockOf: IndexedBlockOf; clock: Clock },
): CrossChainSession {
  const deploymentOf = (chainId: number) => config.chains.find((chain) => chain.chainId === chainId)?.deployment
  // the programme session (its getters kept: Object.assign copies only these three) and the lookups across chains
  return Object.assign(walletProgrammeSession(config, wallet, transactions, blocks, indexed), {
    deploymentOf,
    tokenOf: (chainId: number, address: string) =>
      deployedTokens(config, chainId).find((token) => token.address.toLowerCase() === address.toLowerCase()),
    switchNetwork: (chainId: number) => wallet.switchNetwork(chainId),
  })
}
