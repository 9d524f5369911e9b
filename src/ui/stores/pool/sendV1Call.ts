import { FomoError } from '../../../domain/errors/FomoError'
import { calculateGasMargin } from '../../../domain/transactions/calculateGasMargin'
import type { TransactionSender } from '../TransactionSender'

/** One call of the V1 screens: who sends it, where, its encoded data, and the wallet's summary of it. */
export interface V1Call {
  readonly chainId: number
  readonly from: string
  readonly to: string
  readonly data: string
  /** The error's opening when the estimate reverts: `${what} would fail: {reason}`. */
  readonly what: string
  readonly summary: () => string
}

/** Estimates a V1 screen's call (no value), refuses one that would revert, then sends it with the gas margin. */
export async function sendV1Call(sender: TransactionSender, call: V1Call): Promise<string> {
  const { chainId, from, to, data } = call
  const outcome = await sender.estimate(chainId, { from, to, data, value: 0n })
  if (outcome.kind === 'reverted') throw new FomoError(`${call.what} would fail: ${outcome.reason}`)
  return sender.send(
    { to, data, ...(outcome.kind === 'estimated' ? { gasLimit: calculateGasMargin(outcome.gas) } : {}) },
    { summary: call.summary() },
  )
}
