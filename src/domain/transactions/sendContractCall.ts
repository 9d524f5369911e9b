import type { ContractAbi, ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { Submitted, TrackedAs, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { calculateGasMargin } from './calculateGasMargin'

/** The ports a one-call programme action sends through. */
export interface ContractCallPorts {
  readonly calls: ContractCalls
  readonly gas: GasEstimator
  readonly submitter: TransactionSubmitter
}

/** Which chain, which contract, and who sends. */
export interface CallTarget {
  readonly chainId: number
  readonly contract: string
  readonly account: string
}

/**
 * Encodes one call, estimates it (a revert becomes `Failure` with the contract's reason, before anything is sent) and
 * submits it with the 1.1x gas margin, recorded as `tracked`.
 */
export async function sendContractCall(
  ports: ContractCallPorts,
  target: CallTarget,
  call: { readonly abi: ContractAbi; readonly method: string; readonly args: readonly unknown[] },
  Failure: new (reason: string) => Error,
  tracked: TrackedAs,
): Promise<Submitted> {
  const data = await ports.calls.encode(call.abi, call.method, call.args)
  const request = { from: target.account, to: target.contract, data, value: 0n }
  const outcome = await ports.gas.estimate(target.chainId, request)
  if (outcome.kind !== 'estimated') {
    throw new Failure(outcome.kind === 'reverted' ? outcome.reason : 'the node could not estimate the call')
  }
  return ports.submitter.submit(
    target.chainId,
    { to: target.contract, data, gasLimit: calculateGasMargin(outcome.gas) },
    tracked,
  )
}
