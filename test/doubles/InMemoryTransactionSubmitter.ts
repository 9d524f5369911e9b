import type { Submitted, TrackedAs, TransactionSubmitter } from '../../src/ports/TransactionSubmitter'
import type { TransactionRequest } from '../../src/ports/Wallet'

/** A TransactionSubmitter double: records each transaction with how it is tracked; `failWith` makes the next send throw. */
export class InMemoryTransactionSubmitter implements TransactionSubmitter {
  readonly submitted: { chainId: number; request: TransactionRequest; tracked: TrackedAs }[] = []
  failWith: unknown = undefined

  async submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted> {
    if (this.failWith !== undefined) {
      const error = this.failWith
      this.failWith = undefined
      throw error
    }
    this.submitted.push({ chainId, request, tracked })
    return { hash: `0x${this.submitted.length.toString(16).padStart(64, '0')}` }
  }
}
