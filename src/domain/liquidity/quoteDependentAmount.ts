import { InsufficientReservesError } from '../errors/InsufficientReservesError'
import { assertUint256 } from '../math/assertUint256'

/**
 * The amount of the other token that keeps a deposit at the pool's current price: `amountA × reserveB / reserveA`,
 * rounded down (v2-periphery's `quote`); the add-liquidity form fills the second field with it.
 *
 * @throws InsufficientReservesError for an empty pool, whose first provider sets the price freely.
 * @example quoteDependentAmount(10n, 1_000n, 4_000n) // 40n
 */
export function quoteDependentAmount(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  assertUint256(amountA)
  if (reserveA === 0n || reserveB === 0n) throw new InsufficientReservesError(amountA, reserveB)
  return (amountA * reserveB) / reserveA
}
