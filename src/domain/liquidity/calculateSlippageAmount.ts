import { InvalidSlippageError } from '../errors/InvalidSlippageError'
import { assertUint256 } from '../math/assertUint256'

/**
 * The band an amount may move within for a slippage tolerance in basis points, rounded down both ways:
 * `[amount × (10000 − bips) / 10000, amount × (10000 + bips) / 10000]` (the interface's `calculateSlippageAmount`;
 * add and remove liquidity send the lower bound as `amountMin`).
 *
 * @throws InvalidSlippageError ('unexpected slippage value') unless bips is a whole number from 0 to 10000.
 * @example calculateSlippageAmount(10_000n, 50) // [9_950n, 10_050n]
 */
export function calculateSlippageAmount(amount: bigint, slippageBips: number): readonly [bigint, bigint] {
  if (!Number.isInteger(slippageBips) || slippageBips < 0 || slippageBips > 10_000) {
    throw new InvalidSlippageError(slippageBips)
  }
  assertUint256(amount)
  const bips = BigInt(slippageBips)
  return [(amount * (10_000n - bips)) / 10_000n, (amount * (10_000n + bips)) / 10_000n]
}
