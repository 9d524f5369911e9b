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
 * shown chain's blocks.
 */
export function walletCrossChainSession(
  config: AppConfig,
  wallet: WalletStore,
  transactions: TransactionsViewStore,
  blocks: Pick<BlockStore, 'blockNumber'>,
  indexed: { blockOf: IndexedBlockOf; clock: Clock },
): CrossChainSession {
  const programme = walletProgrammeSession(config, wallet, transactions, blocks, indexed)
  const deploymentOf = (chainId: number) => config.chains.find((chain) => chain.chainId === chainId)?.deployment
  return {
    get chainId() {
      return programme.chainId
    },
    get account() {
      return programme.account
    },
    get contracts() {
      return deploymentOf(wallet.chainId)?.contracts ?? {}
    },
    get blockNumber() {
      return programme.blockNumber
    },
    statusOf: (hash) => programme.statusOf(hash),
    hasPendingApproval: (token, spender) => programme.hasPendingApproval(token, spender),
    afterIndexed: (hash, refresh) => programme.afterIndexed(hash, refresh),
    afterBlockIndexed: (block, refresh) => programme.afterBlockIndexed(block, refresh),
    deploymentOf,
    tokenOf: (chainId, address) =>
      deployedTokens(config, chainId).find((token) => token.address.toLowerCase() === address.toLowerCase()),
    switchNetwork: (chainId) => wallet.switchNetwork(chainId),
  }
}
