import type { PairState } from '../market/PairState'
import type { Ratio } from '../math/Ratio'

/** USDT base units per token base unit (usdtPrices), as a display number of USDT per whole token. */
export function tokenPriceUsdt(price: Ratio | undefined, decimals: number, usdtDecimals: number): number | undefined {
  if (!price || price.denominator === 0n) return undefined
  return (Number(price.numerator) / Number(price.denominator)) * 10 ** (decimals - usdtDecimals)
}

/**
 * The USDT value of one whole LP token (10^18 base units) of `pair`: both reserves at their USDT prices over the LP
 * supply. For display (TVL, APR); `undefined` without a price for either token or without supply.
 */
export function lpPriceUsdt(
  pair: PairState,
  totalSupply: bigint | undefined,
  prices: ReadonlyMap<string, Ratio>,
  usdtDecimals: number,
): number | undefined {
  const [price0, price1] = [prices.get(pair.token0), prices.get(pair.token1)]
  if (!price0 || !price1 || !totalSupply) return undefined
  const value =
    Number(pair.reserve0) * (Number(price0.numerator) / Number(price0.denominator)) +
    Number(pair.reserve1) * (Number(price1.numerator) / Number(price1.denominator))
  return ((value / Number(totalSupply)) * 1e18) / 10 ** usdtDecimals
}
