import type { Ratio } from '../math/Ratio'
import type { PairState } from './PairState'
import type { TradingVolume } from './TradingVolume'

/**
 * A trader's swap volume in USDT base units: each pair's volume valued on one side at that token's USDT price — the
 * side of token0 when it has a price, else token1's — so a swap counts once (its in or out amount of that token), never
 * twice. A pair none of whose tokens has a price (or that is not among `pairs`) adds nothing. Rounded down; for
 * display only.
 *
 * @example usdtVolume([{ pair, volume0: 10n ** 18n, … }], pairs, prices) // 2_000_000n when token0 is worth 2 USDT (6 decimals)
 */
export function usdtVolume(
  volumes: readonly TradingVolume[],
  pairs: readonly PairState[],
  prices: ReadonlyMap<string, Ratio>,
): bigint {
  const byAddress = new Map(pairs.map((pair) => [pair.address.toLowerCase(), pair]))
  let total = 0n
  for (const volume of volumes) {
    const pair = byAddress.get(volume.pair.toLowerCase())
    if (!pair) continue
    const price0 = prices.get(pair.token0)
    const price1 = prices.get(pair.token1)
    if (price0) total += (volume.volume0 * price0.numerator) / price0.denominator
    else if (price1) total += (volume.volume1 * price1.numerator) / price1.denominator
  }
  return total
}
