import { DeadlinePassedError } from '../errors/DeadlinePassedError'
import { TransactionWouldFailError } from '../errors/TransactionWouldFailError'
import { calculateGasMargin } from '../transactions/calculateGasMargin'
import type { GasEstimateOutcome } from '../transactions/GasEstimateOutcome'
import { isDeadlineRevert } from '../transactions/isDeadlineRevert'

/**
 * Picks the add- or remove-liquidity call to send from the router variants in order (spec section 4: e.g.
 * `removeLiquidityETHWithPermit`, then its fee-on-transfer form) and their gas outcomes: the first whose estimate
 * succeeded, with the estimate plus 10% as gas limit.
 *
 * @throws DeadlinePassedError when a variant reverted because the deadline (shared by all) is behind the chain's time;
 * TransactionWouldFailError ('This transaction would fail. Please contact support.') when none succeeded otherwise.
 * @example chooseLiquidityCall([{ call, outcome: { kind: 'reverted', reason: 'Expired' } }, { call: other, outcome: { kind: 'estimated', gas: 200_000n } }])
 */
export function chooseLiquidityCall<T>(
  candidates: readonly { readonly call: T; readonly outcome: GasEstimateOutcome }[],
): { readonly call: T; readonly gasLimit: bigint } {
  for (const { call, outcome } of candidates) {
    if (outcome.kind === 'estimated') return { call, gasLimit: calculateGasMargin(outcome.gas) }
  }
  const reasons = candidates.map(({ outcome }) => (outcome.kind === 'reverted' ? outcome.reason : outcome.kind))
  const expired = reasons.find(isDeadlineRevert)
  if (expired !== undefined) throw new DeadlinePassedError(expired)
  throw new TransactionWouldFailError(reasons)
}
