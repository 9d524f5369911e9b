import { formatUnits } from '../format/formatUnits'
import type { Ratio } from '../math/Ratio'
import type { PairMarket } from './PairMarket'
import type { PairState } from './PairState'
import type { TokenInfo } from './TokenInfo'
import { usdtPrices } from './usdtPrices'

const PRICE_DECIMALS = 18

/**
 * The market view of one chain's pairs: price (token1 per token0), TVL and 24 h volume in USDT base units,
 * valued through each token's direct USDT pair (exact bigint math, rounded down).
 */
export function computePairMarkets(
  pairs: readonly PairState[],
  tokens: ReadonlyMap<string, TokenInfo>,
  usdt: string | undefined,
): PairMarket[] {
  const prices = usdt === undefined ? new Map<string, Ratio>() : usdtPrices(pairs, usdt)
  return pairs.map((pair) => {
    const token0 = tokens.get(pair.token0)
    const token1 = tokens.get(pair.token1)
    const price0 = prices.get(pair.token0)
    const price1 = prices.get(pair.token1)
    const value = (amount0: bigint, amount1: bigint): bigint | undefined => {
      if (price0 !== undefined && price1 !== undefined) return usdtValue(amount0, price0) + usdtValue(amount1, price1)
      if (price0 !== undefined) return 2n * usdtValue(amount0, price0)
      if (price1 !== undefined) return 2n * usdtValue(amount1, price1)
      return undefined
    }
    const volume =
      price0 !== undefined
        ? usdtValue(pair.volume0, price0)
        : price1 !== undefined
          ? usdtValue(pair.volume1, price1)
          : undefined
    return {
      chainId: pair.chainId,
      address: pair.address,
      token0: pair.token0,
      token1: pair.token1,
      symbol0: token0?.symbol,
      symbol1: token1?.symbol,
      reserve0: pair.reserve0,
      reserve1: pair.reserve1,
      price: midPrice(pair.reserve0, pair.reserve1, token0?.decimals ?? 18, token1?.decimals ?? 18),
      volume24hUsdt: volume,
      tvlUsdt: value(pair.reserve0, pair.reserve1),
    }
  })
}

function usdtValue(amount: bigint, price: Ratio): bigint {
  return (amount * price.numerator) / price.denominator
}

function midPrice(reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): string {
  if (reserve0 === 0n) return '0'
  const scaled = (reserve1 * 10n ** BigInt(PRICE_DECIMALS + decimals0)) / (reserve0 * 10n ** BigInt(decimals1))
  return formatUnits(scaled, PRICE_DECIMALS)
}
