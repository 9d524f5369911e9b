import { InsufficientInputAmountError } from '../errors/InsufficientInputAmountError'
import { InsufficientReservesError } from '../errors/InsufficientReservesError'
import { InvalidAmountError } from '../errors/InvalidAmountError'

/**
 * What a pair pays out for an exact input, after the 0.3% fee: `in*997*reserveOut / (reserveIn*1000 + in*997)`,
 * rounded down, as the router's `getAmountOut` and `@uniswap/sdk`'s `Pair.getOutputAmount` compute it.
 *
 * @throws InsufficientReservesError if a reserve is 0; InsufficientInputAmountError if the output rounds to 0.
 * @example getAmountOut(1000n, 100_000n, 100_000n) // 987n
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn < 0n) throw new InvalidAmountError(amountIn)
  if (reserveIn === 0n || reserveOut === 0n) throw new InsufficientReservesError(0n, reserveOut)
  const amountInWithFee = amountIn * 997n
  const amountOut = (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
  if (amountOut === 0n) throw new InsufficientInputAmountError(amountIn)
  return amountOut
}
