import type { GasEstimateOutcome } from '../../domain/transactions/GasEstimateOutcome'
import type { TransactionSender } from './TransactionSender'

/** A router call to try: its method, arguments and the native coin it sends. */
interface RouterCall {
  readonly methodName: string
  readonly args: readonly unknown[]
  readonly value: bigint
}

/**
 * Encodes each candidate router call and estimates its gas from `account`, all at once, for the domain to choose the
 * one to send (`chooseSwapCall`, `chooseLiquidityCall`).
 */
export function estimateRouterCalls<C extends RouterCall>(
  sender: TransactionSender,
  config: { readonly chainId: number; readonly routerAddress: string },
  account: string,
  calls: readonly C[],
): Promise<{ call: C & { data: string }; outcome: GasEstimateOutcome }[]> {
  return Promise.all(
    calls.map(async (call) => {
      const data = await sender.encode('router', call.methodName, call.args)
      const outcome = await sender.estimate(config.chainId, {
        from: account,
        to: config.routerAddress,
        data,
        value: call.value,
      })
      return { call: { ...call, data }, outcome }
    }),
  )
}
