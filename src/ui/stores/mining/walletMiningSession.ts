import type { AppConfig } from '../../config/AppConfig'
import type { BlockStore } from '../BlockStore'
import { connectedAccount } from '../connectedAccount'
import { sentTransactionStatus } from '../sentTransactionStatus'
import type { TransactionsViewStore } from '../TransactionsViewStore'
import type { WalletStore } from '../WalletStore'
import type { MiningSession } from './MiningSession'

/**
 * The mining screens' session over the wallet, the deployment records of `config`, the recent transactions and the
 * shown chain's blocks.
 */
export function walletMiningSession(
  config: AppConfig,
  wallet: WalletStore,
  transactions: TransactionsViewStore,
  blocks: Pick<BlockStore, 'blockNumber'>,
): MiningSession {
  return {
    get chainId() {
      return wallet.chainId
    },
    get account() {
      return connectedAccount(wallet)
    },
    get contracts() {
      return config.chains.find((chain) => chain.chainId === wallet.chainId)?.deployment.contracts ?? {}
    },
    get blockNumber() {
      return blocks.blockNumber(wallet.chainId)
    },
    statusOf: (hash) => sentTransactionStatus(transactions, wallet.chainId, hash),
    hasPendingApproval: (token, spender) => transactions.hasPendingApproval(wallet.chainId, token, spender),
  }
}
