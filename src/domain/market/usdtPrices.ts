import type { Ratio } from '../math/Ratio'
import type { PairState } from './PairState'

const MAX_HOPS = 3 // as for trade routes: a token more than three pairs from USDT gets no price

/**
 * USDT prices per token of one chain from pair reserves: USDT base units per token base unit as exact ratios.
 * USDT is 1/1; a token paired with USDT takes that pair's price; a token further away takes it through its deepest
 * pair (by USDT value of the priced side) with an already priced token, up to three hops. Others are absent.
 */
export function usdtPrices(pairs: readonly PairState[], usdt: string): Map<string, Ratio> {
  const prices = new Map<string, Ratio>([[usdt, { numerator: 1n, denominator: 1n }]])
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const found = new Map<string, { price: Ratio; depth: bigint }>()
    for (const pair of pairs) {
      if (pair.reserve0 === 0n || pair.reserve1 === 0n) continue
      for (const [known, reserveKnown, other, reserveOther] of [
        [pair.token0, pair.reserve0, pair.token1, pair.reserve1],
        [pair.token1, pair.reserve1, pair.token0, pair.reserve0],
      ] as const) {
        const price = prices.get(known)
        if (price === undefined || prices.has(other)) continue
        const depth = (reserveKnown * price.numerator) / price.denominator
        const best = found.get(other)
        if (best !== undefined && best.depth >= depth) continue
        found.set(other, {
          price: { numerator: price.numerator * reserveKnown, denominator: price.denominator * reserveOther },
          depth,
        })
      }
    }
    if (found.size === 0) break
    for (const [token, { price }] of found) prices.set(token, price)
  }
  return prices
}
