import { runInAction } from 'mobx'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { failureMessage } from '../../stores/failureMessage'
import { observableExcept } from '../../stores/observableExcept'
import { sentTransactionStatus } from '../../stores/sentTransactionStatus'
import type { TransactionStatus, TransactionsViewStore } from '../../stores/TransactionsViewStore'

/**
 * The one transaction a V1 screen sends and follows (migrate, remove V1): sending while the wallet asks, then its hash
 * and its receipt's status; the text of a failure to show (none for a wallet's rejection, 4001).
 */
export class TrackedSend {
  sending = false
  hash: string | undefined = undefined
  error: string | undefined = undefined

  constructor(
    private readonly transactions: TransactionsViewStore,
    private readonly directory: Pick<CurrencyDirectory, 'chainId'>,
    /** What failed, for the log. */
    private readonly what: string,
  ) {
    observableExcept(this, ['transactions', 'directory', 'what'])
  }

  get status(): TransactionStatus | undefined {
    return sentTransactionStatus(this.transactions, this.directory.chainId, this.hash)
  }

  /** Being sent, or sent and not mined yet. */
  get pending(): boolean {
    return this.sending || this.status === 'pending'
  }

  /** Forgets the transaction and its error, unless it is the same token's and still pending. */
  forget(sameToken: boolean): void {
    if (sameToken && this.status === 'pending') return
    this.hash = undefined
    this.error = undefined
  }

  /** Sends through `send` (a domain service) and follows the hash it gives; a failure becomes `error`. */
  async send(send: () => Promise<{ hash: string }>): Promise<void> {
    this.sending = true
    this.error = undefined
    try {
      const { hash } = await send()
      runInAction(() => (this.hash = hash))
    } catch (error) {
      this.fail(error)
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  /** Shows a failed step's text (logged), or nothing for a rejection in the wallet. */
  fail(error: unknown): void {
    const message = failureMessage(error, this.what)
    if (message) runInAction(() => (this.error = message))
  }

  clearError(): void {
    this.error = undefined
  }
}
