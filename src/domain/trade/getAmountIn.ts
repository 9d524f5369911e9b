import { InsufficientReservesError } from '../errors/InsufficientReservesError'
import { InvalidAmountError } from '../errors/InvalidAmountError'

/**
 * The input a pair needs to pay out an exact output, after the 0.3% fee:
 * `reserveIn*out*1000 / ((reserveOut - out)*997) + 1`, as the router's `getAmountIn` and `@uniswap/sdk`'s
 * `Pair.getInputAmount` compute it (the `+ 1` rounds up so the pair's invariant holds).
 *
 * @throws InsufficientReservesError if a reserve is 0 or the output is at or above `reserveOut`.
 * @example getAmountIn(987n, 100_000n, 100_000n) // 1000n
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut < 0n) throw new InvalidAmountError(amountOut)
  if (reserveIn === 0n || reserveOut === 0n || amountOut >= reserveOut) {
    throw new InsufficientReservesError(amountOut, reserveOut)
  }
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}
