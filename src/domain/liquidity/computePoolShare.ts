import { LiquidityExceedsSupplyError } from '../errors/LiquidityExceedsSupplyError'
import type { Ratio } from '../math/Ratio'

/**
 * A position's share of the pool as a fraction of 1: `liquidity / totalSupply` (0 for an empty pool). For the share a
 * deposit will have, pass the minted amount and the supply after it: `computePoolShare(minted, totalSupply + minted)`.
 *
 * @example computePoolShare(25n, 100n) // { numerator: 25n, denominator: 100n }
 */
export function computePoolShare(liquidity: bigint, totalSupply: bigint): Ratio {
  if (liquidity < 0n || liquidity > totalSupply) throw new LiquidityExceedsSupplyError(liquidity, totalSupply)
  return totalSupply === 0n ? { numerator: 0n, denominator: 1n } : { numerator: liquidity, denominator: totalSupply }
}
