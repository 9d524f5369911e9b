import { LiquidityExceedsSupplyError } from '../errors/LiquidityExceedsSupplyError'
import { assertUint256 } from '../math/assertUint256'
import type { Pair } from '../trade/Pair'
import { computeProtocolFeeLiquidity } from './computeProtocolFeeLiquidity'
import type { ProtocolFee } from './ProtocolFee'

/** The tokens an LP position stands for, in the pair's order. */
export interface PositionValue {
  readonly amount0: bigint
  readonly amount1: bigint
}

/**
 * The pooled tokens an LP balance would withdraw now, as v2-core's `burn`: `liquidity × reserve / supply` for each
 * side, rounded down, on the supply after the protocol fee is minted (so with the fee on a position is worth a little
 * less than its plain share). The same numbers as `@uniswap/sdk`'s `Pair.getLiquidityValue`.
 *
 * @throws LiquidityExceedsSupplyError when the balance is larger than the supply.
 * @example computePositionValue(pair, totalSupply, userLpBalance, { feeOn: false }).amount0
 */
export function computePositionValue(
  pair: Pair,
  totalSupply: bigint,
  liquidity: bigint,
  protocolFee: ProtocolFee = { feeOn: false },
): PositionValue {
  assertUint256(liquidity)
  if (liquidity > totalSupply) throw new LiquidityExceedsSupplyError(liquidity, totalSupply)
  if (totalSupply === 0n) return { amount0: 0n, amount1: 0n }
  const supply = totalSupply + computeProtocolFeeLiquidity(pair, totalSupply, protocolFee)
  return {
    amount0: (liquidity * pair.reserve0) / supply,
    amount1: (liquidity * pair.reserve1) / supply,
  }
}
