import { CallRevertedError } from '../errors/CallRevertedError'
import { DeadlinePassedError } from '../errors/DeadlinePassedError'
import type { FomoError } from '../errors/FomoError'
import { NoCallThrewError } from '../errors/NoCallThrewError'
import { PriceMovementError } from '../errors/PriceMovementError'
import { UnexpectedGasEstimateError } from '../errors/UnexpectedGasEstimateError'
import { calculateGasMargin } from '../transactions/calculateGasMargin'
import type { GasEstimateOutcome } from '../transactions/GasEstimateOutcome'
import { isDeadlineRevert } from '../transactions/isDeadlineRevert'

/** One way to send a swap and what estimating it gave. */
export interface EstimatedCall<T extends { readonly methodName: string }> {
  readonly call: T
  readonly outcome: GasEstimateOutcome
}

// The router's slippage reverts: revert strings (`…Router: INSUFFICIENT_OUTPUT_AMOUNT`) or FomoRouter's custom errors.
const PRICE_MOVEMENT =
  /(?:INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT|InsufficientOutputAmount|ExcessiveInputAmount)(?:\(\))?$/

function failure(call: { readonly methodName: string }, outcome: GasEstimateOutcome): FomoError | undefined {
  if (outcome.kind === 'estimated') return undefined
  if (outcome.kind === 'simulationSucceeded') return new UnexpectedGasEstimateError(call.methodName)
  if (isDeadlineRevert(outcome.reason)) return new DeadlinePassedError(outcome.reason)
  return PRICE_MOVEMENT.test(outcome.reason)
    ? new PriceMovementError(outcome.reason)
    : new CallRevertedError(outcome.reason)
}

/**
 * Picks the swap call to send from the candidates in order (`buildSwapCalls`) and their gas outcomes: the first whose
 * gas estimate succeeded, with a gas limit of the estimate plus 10% (`calculateGasMargin`). When none did, throws what
 * the Uniswap interface's swap callback throws for the last failed candidate (spec section 8).
 *
 * @throws UnexpectedGasEstimateError when estimating failed but the simulated call succeeded; DeadlinePassedError when
 * it reverted because its deadline is behind the chain's time (`Expired()`); PriceMovementError when it reverted on
 * the slippage limits; CallRevertedError ('The transaction cannot succeed due to error: {reason}. …')
 * otherwise; NoCallThrewError ('Unexpected error. Please contact support: none of the calls threw an error') when
 * there were no candidates.
 * @example chooseSwapCall([{ call, outcome: { kind: 'estimated', gas: 150_000n } }]) // { call, gasLimit: 165_000n }
 */
export function chooseSwapCall<T extends { readonly methodName: string }>(
  candidates: readonly EstimatedCall<T>[],
): { readonly call: T; readonly gasLimit: bigint } {
  let lastError: FomoError | undefined
  for (const { call, outcome } of candidates) {
    if (outcome.kind === 'estimated') return { call, gasLimit: calculateGasMargin(outcome.gas) }
    lastError = failure(call, outcome)
  }
  throw lastError ?? new NoCallThrewError()
}
