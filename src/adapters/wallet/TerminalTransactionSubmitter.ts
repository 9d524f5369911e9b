import { TransactionNotMinedError } from '../../domain/errors/TransactionNotMinedError'
import { TransactionRevertedError } from '../../domain/errors/TransactionRevertedError'
import { describeTransaction } from '../../domain/transactions/describeTransaction'
import { restoreTransactions } from '../../domain/transactions/restoreTransactions'
import type { TransactionsAction } from '../../domain/transactions/TransactionsAction'
import { transactionsReducer } from '../../domain/transactions/transactionsReducer'
import type { Clock } from '../../ports/Clock'
import type { TransactionReceipts } from '../../ports/TransactionReceipts'
import type { Submitted, TrackedAs, TransactionOutcome, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { StoredTransactions, TransactionsStore } from '../../ports/TransactionsStore'
import type { TransactionRequest, Wallet } from '../../ports/Wallet'

/**
 * The terminal's way to send: the wallet signs and sends, the transaction joins the recent ones in the file store at
 * once (so `fomo tx` shows it even if the command is stopped), then the command waits for its receipt, records it, and
 * fails when the transaction reverted.
 */
export class TerminalTransactionSubmitter implements TransactionSubmitter {
  constructor(
    private readonly wallet: Wallet,
    private readonly receipts: TransactionReceipts,
    private readonly store: TransactionsStore,
    private readonly clock: Clock,
  ) {}

  async submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted> {
    const sent = await this.wallet.sendTransaction(request)
    await this.record({
      type: 'add',
      chainId,
      hash: sent.hash,
      from: await this.wallet.address(),
      now: this.clock.now(),
      ...tracked,
    })
    await sent.wait()
    const receipt = await this.receipts.receiptOf(chainId, sent.hash)
    if (!receipt) throw new TransactionNotMinedError(sent.hash)
    await this.record({ type: 'finalize', chainId, hash: sent.hash, receipt, now: this.clock.now() })
    if (receipt.status !== 1) throw new TransactionRevertedError(describeTransaction(tracked.summary), sent.hash)
    return { hash: sent.hash, blockNumber: receipt.blockNumber }
  }

  /** `submit` waited for the receipt already: what it says. */
  async settled(chainId: number, hash: string): Promise<TransactionOutcome> {
    const receipt = await this.receipts.receiptOf(chainId, hash)
    return receipt?.status === 1 ? 'confirmed' : 'failed'
  }

  private async record(action: TransactionsAction): Promise<void> {
    const state = restoreTransactions(await this.store.read())
    await this.store.write(transactionsReducer(state, action) as unknown as StoredTransactions)
  }
}
