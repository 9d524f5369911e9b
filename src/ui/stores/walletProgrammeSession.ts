import type { Clock } from '../../ports/Clock'
import type { AppConfig } from '../config/AppConfig'
import type { BlockStore } from './BlockStore'
import type { CrossChainSession } from './CrossChainSession'
import { connectedAccount } from './connectedAccount'
import type { ProgrammeSession } from './ProgrammeSession'
import { type IndexedBlockOf, refreshOnceIndexed } from './refreshOnceIndexed'
import { sentTransactionStatus } from './sentTransactionStatus'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { WalletStore } from './WalletStore'

/**
 * The programme screens' session over the wallet, the deployment records of `config`, the recent transactions and the
 * shown chain's blocks; `indexed` tells how far the server has indexed a chain. Its `contracts` are all the shown chain's.
 */
export function walletProgrammeSession(
  config: AppConfig,
  wallet: WalletStore,
  transactions: TransactionsViewStore,
  blocks: Pick<BlockStore, 'blockNumber'>,
  indexed: { blockOf: IndexedBlockOf; clock: Clock },
): ProgrammeSession & Pick<CrossChainSession, 'contracts'> {
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
    afterIndexed(hash, refresh) {
      const { chainId } = wallet
      const block = transactions.forChain(chainId).find((tx) => tx.hash === hash)?.receipt?.blockNumber
      if (block === undefined) {
        void refresh() // not a transaction of this app's list: nothing to wait for
        return () => {}
      }
      return refreshOnceIndexed(indexed.blockOf, indexed.clock, chainId, block, refresh)
    },
    afterBlockIndexed: (block, refresh) =>
      refreshOnceIndexed(indexed.blockOf, indexed.clock, wallet.chainId, block, refresh),
  }
}
