import type { Clock } from '../../../ports/Clock'
import type { AppConfig } from '../../config/AppConfig'
import type { BlockStore } from '../BlockStore'
import { deployedTokens } from '../mining/deployedTokens'
import { walletMiningSession } from '../mining/walletMiningSession'
import type { IndexedBlockOf } from '../refreshOnceIndexed'
import type { TransactionsViewStore } from '../TransactionsViewStore'
import type { WalletStore } from '../WalletStore'
import type { ExchangeSession } from './ExchangeSession'

/**
 * The exchange screens' session over the wallet, the deployment records of `config`, the recent transactions and the
 * shown chain's blocks.
 */
export function walletExchangeSession(
  config: AppConfig,
  wallet: WalletStore,
  transactions: TransactionsViewStore,
  blocks: Pick<BlockStore, 'blockNumber'>,
  indexed: { blockOf: IndexedBlockOf; clock: Clock },
): ExchangeSession {
  const mining = walletMiningSession(config, wallet, transactions, blocks, indexed)
  const deploymentOf = (chainId: number) => config.chains.find((chain) => chain.chainId === chainId)?.deployment
  return {
    get chainId() {
      return mining.chainId
    },
    get account() {
      return mining.account
    },
    get contracts() {
      return deploymentOf(wallet.chainId)?.contracts ?? {}
    },
    get blockNumber() {
      return mining.blockNumber
    },
    statusOf: (hash) => mining.statusOf(hash),
    hasPendingApproval: (token, spender) => mining.hasPendingApproval(token, spender),
    afterIndexed: (hash, refresh) => mining.afterIndexed(hash, refresh),
    deploymentOf,
    tokenOf: (chainId, address) =>
      deployedTokens(config, chainId).find((token) => token.address.toLowerCase() === address.toLowerCase()),
    switchNetwork: (chainId) => wallet.switchNetwork(chainId),
  }
}
