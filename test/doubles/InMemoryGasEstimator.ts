import type { GasEstimateOutcome } from '../../src/domain/transactions/GasEstimateOutcome'
import type { GasEstimator, TransactionToEstimate } from '../../src/ports/GasEstimator'

/** A GasEstimator double: answers each call data with the outcome the test set (a plain estimate otherwise). */
export class InMemoryGasEstimator implements GasEstimator {
  readonly asked: TransactionToEstimate[] = []
  readonly outcomes = new Map<string, GasEstimateOutcome>()

  async estimate(_chainId: number, transaction: TransactionToEstimate): Promise<GasEstimateOutcome> {
    this.asked.push(transaction)
    return this.outcomes.get(transaction.data) ?? { kind: 'estimated', gas: 100_000n }
  }
}
