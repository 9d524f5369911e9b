import type { TransactionStatus } from './TransactionsViewStore'

/**
 * What a programme's screens (mining, capital pool, bounty, season, exchange, bridge) need of the wallet and the recent
 * transactions, read through MobX (so a store's computed values follow them): the shown chain, the connected account,
 * the chain's programme contracts and the status of a transaction this app sent.
 */
export interface ProgrammeSession {
  readonly chainId: number
  /** `undefined` while read-only, connecting or disconnected. */
  readonly account: string | undefined
  readonly contracts: {
    readonly lpMining?: string
    readonly rewardDistributor?: string
    readonly capitalPool?: string
  }
  /** The shown chain's latest block, when known: a screen showing a pending figure reads again at each new one. */
  readonly blockNumber: number | undefined
  statusOf(hash: string): TransactionStatus | undefined
  /**
   * Calls `refresh` once the server has indexed the block that confirmed `hash` (a transaction this app sent on the
   * shown chain), so what it reads then includes what the transaction changed; returns the cancel function.
   */
  afterIndexed(hash: string, refresh: () => Promise<void> | void): () => void
  /**
   * Calls `refresh` once the server has indexed `block` of the shown chain (a block the node has announced: the server's
   * indexer may not have it yet), so what it reads then is as of that block; returns the cancel function.
   */
  afterBlockIndexed(block: number, refresh: () => Promise<void> | void): () => void
  hasPendingApproval(token: string, spender: string): boolean
}
