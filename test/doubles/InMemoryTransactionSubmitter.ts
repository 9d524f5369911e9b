import type {
  Submitted,
  TrackedAs,
  TransactionOutcome,
  TransactionSubmitter,
} from '../../src/ports/TransactionSubmitter'
import type { TransactionRequest } from '../../src/ports/Wallet'

/**
 * A TransactionSubmitter double: records each transaction with how it is tracked; `failWith` makes the next send
 * throw; `settle(hash, outcome)` ends a submitted transaction (until then `settled` waits, as the app's does).
 */
export class InMemoryTransactionSubmitter implements TransactionSubmitter {
  readonly submitted: { chainId: number; request: TransactionRequest; tracked: TrackedAs }[] = []
  failWith: unknown = undefined
  private readonly outcomes = new Map<
    string,
    { promise: Promise<TransactionOutcome>; resolve: (outcome: TransactionOutcome) => void }
  >()

  async submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted> {
    if (this.failWith !== undefined) {
      const error = this.failWith
      this.failWith = undefined
      throw error
    }
    this.submitted.push({ chainId, request, tracked })
    return { hash: `0x${this.submitted.length.toString(16).padStart(64, '0')}` }
  }

  settled(_chainId: number, hash: string): Promise<TransactionOutcome> {
    return this.outcome(hash).promise
  }

  /** Ends the transaction `hash`: `settled` resolves with `outcome`. */
  settle(hash: string, outcome: TransactionOutcome): void {
    this.outcome(hash).resolve(outcome)
  }

  private outcome(hash: string) {
    let entry = this.outcomes.get(hash)
    if (!entry) {
      let resolve: (outcome: TransactionOutcome) => void = () => {}
      const promise = new Promise<TransactionOutcome>((done) => (resolve = done))
      entry = { promise, resolve }
      this.outcomes.set(hash, entry)
    }
    return entry
  }
}
