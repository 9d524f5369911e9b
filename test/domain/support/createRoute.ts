import type { Currency } from '../../../src/domain/currency/Currency'
import type { Token } from '../../../src/domain/currency/Token'
import { wrapCurrency } from '../../../src/domain/currency/wrapCurrency'
import type { Pair } from '../../../src/domain/trade/Pair'
import type { Route } from '../../../src/domain/trade/Route'

/**
 * A fixture `Route` through the given pairs in order, its token path worked out from the input currency (the product
 * finds routes with `bestTradeExactIn`/`bestTradeExactOut`; tests use this to price a chosen route).
 *
 * @example createRoute([usdtWht, whtMdx], usdt, mdx).path.map((token) => token.symbol) // ['USDT', 'WHT', 'MDX']
 */
export function createRoute(pairs: readonly Pair[], input: Currency, output: Currency): Route {
  const path: Token[] = [wrapCurrency(input)]
  for (const pair of pairs) {
    const current = path[path.length - 1]!
    if (pair.token0.address === current.address) path.push(pair.token1)
    else if (pair.token1.address === current.address) path.push(pair.token0)
    else throw new Error(`fixture route: pair ${pair.address} does not hold ${current.symbol}`)
  }
  const last = path[path.length - 1]!
  if (pairs.length === 0 || last.address !== wrapCurrency(output).address) {
    throw new Error(`fixture route: the path ends at ${last.symbol}, not at ${output.symbol}`)
  }
  return { pairs, path, input, output }
}
