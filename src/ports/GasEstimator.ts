import type { GasEstimateOutcome } from '../domain/transactions/GasEstimateOutcome'

/** A transaction to try: who sends it, where, with which call data and native value. */
export interface TransactionToEstimate {
  from: string
  to: string
  data: string
  value: bigint
}

/**
 * Gas estimates for the router-call choice (spec section 4): the estimate, or, when estimating fails, whether the
 * same call simulated succeeds or reverts (with its reason).
 */
export interface GasEstimator {
  estimate(chainId: number, transaction: TransactionToEstimate): Promise<GasEstimateOutcome>
}

export const GasEstimator = Symbol.for('GasEstimator')
