import { runInAction } from 'mobx'
import { hasPendingApproval } from '../../domain/transactions/hasPendingApproval'
import { isTransactionSuccessful } from '../../domain/transactions/isTransactionSuccessful'
import { shouldCheckReceipt } from '../../domain/transactions/shouldCheckReceipt'
import type {
  TransactionDetails,
  TransactionReceipt,
  TransactionsState,
} from '../../domain/transactions/TransactionDetails'
import type { TransactionSummary } from '../../domain/transactions/TransactionSummary'
import type { TransactionsAction } from '../../domain/transactions/TransactionsAction'
import { transactionsReducer } from '../../domain/transactions/transactionsReducer'
import type { Clock } from '../../ports/Clock'
import type { TransactionsStore } from '../../ports/TransactionsStore'
import { observableExcept } from './observableExcept'

/** How a tracked transaction shows in the account view. */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/**
 * Recent transactions, persisted in local storage and changed only through the domain's transactions reducer:
 * receipts are looked for on new blocks as `shouldCheckReceipt` schedules them.
 */
export class TransactionsViewStore {
  state: TransactionsState = {}

  constructor(
    private readonly stored: TransactionsStore,
    private readonly clock: Clock,
    private readonly fetchReceipt: (chainId: number, hash: string) => Promise<TransactionReceipt | null>,
    private readonly onError: (error: unknown) => void,
    /** Hears of each transaction whose receipt was found (for its popup). */
    private readonly onFinalized: (tx: TransactionDetails) => void = () => {},
  ) {
    observableExcept(this, ['stored', 'clock', 'fetchReceipt', 'onError', 'onFinalized'])
  }

  async init(): Promise<void> {
    const stored = (await this.stored.read().catch(() => undefined)) as TransactionsState | undefined
    runInAction(() => (this.state = stored ?? {}))
  }

  /** The transactions of `chainId`, newest first. */
  forChain(chainId: number): TransactionDetails[] {
    return Object.values(this.state[chainId] ?? {}).sort((a, b) => b.addedTime - a.addedTime)
  }

  statusOf(tx: TransactionDetails): TransactionStatus {
    if (tx.receipt === undefined) return 'pending'
    return isTransactionSuccessful(tx) ? 'confirmed' : 'failed'
  }

  /**
   * Tracks a sent transaction (an `approve` with its token and spender, so its approval shows as pending); a hash
   * already tracked throws 'Attempted to add existing transaction.'.
   */
  async add(
    chainId: number,
    hash: string,
    from: string,
    summary?: TransactionSummary,
    approval?: { tokenAddress: string; spender: string },
  ): Promise<void> {
    await this.dispatch({
      type: 'add',
      chainId,
      hash,
      from,
      now: this.clock.now(),
      ...(summary ? { summary } : {}),
      ...(approval ? { approval } : {}),
    })
    // the block that holds it may already have been announced (a new-heads stream is quicker than a wallet's answer,
    // and a devnet mines no block after the last transaction): look for its receipt now rather than at the next block
    void this.checkReceipt(chainId, hash)
  }

  /** Whether an approval of `tokenAddress` for `spender` is pending on `chainId` (spec section 4: 24 h window). */
  hasPendingApproval(chainId: number, tokenAddress: string, spender: string): boolean {
    return hasPendingApproval(this.state, chainId, tokenAddress, spender, this.clock.now())
  }

  clearAll(chainId: number): Promise<void> {
    return this.dispatch({ type: 'clearAll', chainId })
  }

  /** Looks for the receipts due at `blockNumber`; a failed check is only logged (spec section 8). */
  async onBlock(chainId: number, blockNumber: number): Promise<void> {
    const due = this.forChain(chainId).filter((tx) => shouldCheckReceipt(tx, blockNumber, this.clock.now()))
    await Promise.all(due.map((tx) => this.checkReceipt(chainId, tx.hash, blockNumber)))
  }

  /**
   * Looks for one transaction's receipt: finalizes it when found; else records the check at `blockNumber` (without
   * one, it stays due at the next block). A failed check is only logged.
   */
  private async checkReceipt(chainId: number, hash: string, blockNumber?: number): Promise<void> {
    try {
      const receipt = await this.fetchReceipt(chainId, hash)
      const tracked = this.state[chainId]?.[hash]
      if (!tracked || tracked.receipt !== undefined) return // cleared, or finalized by another check meanwhile
      if (receipt) await this.dispatch({ type: 'finalize', chainId, hash, receipt, now: this.clock.now() })
      else if (blockNumber !== undefined) await this.dispatch({ type: 'checked', chainId, hash, blockNumber })
      const finalized = receipt ? this.state[chainId]?.[hash] : undefined
      if (finalized) this.onFinalized(finalized)
    } catch (error) {
      this.onError(error)
    }
  }

  private async dispatch(action: TransactionsAction): Promise<void> {
    const next = transactionsReducer(this.state, action)
    runInAction(() => (this.state = next))
    await this.stored.write(next as unknown as Parameters<TransactionsStore['write']>[0])
  }
}
