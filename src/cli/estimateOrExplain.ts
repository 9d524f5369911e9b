import { FomoError } from '../domain/errors/FomoError'
import { TransactionWouldFailError } from '../domain/errors/TransactionWouldFailError'
import { chooseLiquidityCall } from '../domain/swap/chooseLiquidityCall'
import { GasEstimator } from '../ports/GasEstimator'
import type { ChainSession } from './compositionRoot'

/**
 * The gas limit (estimate plus 10%) of a call without value, or an error saying that `what` would fail, why, and
 * that nothing was sent.
 */
export async function estimateOrExplain(
  session: ChainSession,
  account: string,
  to: string,
  data: string,
  what: string,
): Promise<bigint> {
  const outcome = await session.container
    .get<GasEstimator>(GasEstimator)
    .estimate(session.config.chainId, { from: account, to, data, value: 0n })
  try {
    return chooseLiquidityCall([{ call: data, outcome }]).gasLimit
  } catch (error) {
    if (!(error instanceof TransactionWouldFailError)) throw error
    const reason = outcome.kind === 'reverted' ? outcome.reason : outcome.kind
    throw new FomoError(
      `The ${what} would fail (${reason}): nothing was sent. The FomoSwap price may have moved; run the command again.`,
      { details: { reason }, cause: error },
    )
  }
}
