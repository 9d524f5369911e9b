import type { ContractAbi, ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { GasEstimateOutcome } from './GasEstimateOutcome'

/** A contract call to try: its method, arguments and the native coin it sends. */
export interface CandidateCall {
  readonly methodName: string
  readonly args: readonly unknown[]
  readonly value: bigint
}

/**
 * Encodes each candidate call of `abi` on `to` and estimates its gas from `from`, all at once, in the order given, for
 * the domain to choose the one to send (`chooseSwapCall`, `chooseLiquidityCall`).
 */
export function estimateCalls<C extends CandidateCall>(
  ports: { readonly calls: ContractCalls; readonly gas: GasEstimator },
  target: { readonly chainId: number; readonly abi: ContractAbi; readonly to: string; readonly from: string },
  candidates: readonly C[],
): Promise<{ call: C & { data: string }; outcome: GasEstimateOutcome }[]> {
  return Promise.all(
    candidates.map(async (call) => {
      const data = await ports.calls.encode(target.abi, call.methodName, call.args)
      const outcome = await ports.gas.estimate(target.chainId, {
        from: target.from,
        to: target.to,
        data,
        value: call.value,
      })
      return { call: { ...call, data }, outcome }
    }),
  )
}
