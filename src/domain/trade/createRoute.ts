import type { Currency } from '../currency/Currency'
import type { Token } from '../currency/Token'
import { wrapCurrency } from '../currency/wrapCurrency'
import { InvalidRouteError } from '../errors/InvalidRouteError'
import { TooManyPairsError } from '../errors/TooManyPairsError'
import type { Pair } from './Pair'
import type { Route } from './Route'
import { MAX_HOPS } from './tradeConstants'

/**
 * Builds a `Route` through the given pairs in order, working out the token path from the input currency.
 *
 * @throws TooManyPairsError above `MAX_HOPS` pairs; InvalidRouteError when there are no pairs, when they are on other
 * chains, or when a pair does not hold the previous token or the path does not end at the output currency.
 * @example createRoute([usdtWht, whtMdx], usdt, mdx).path.map((token) => token.symbol) // ['USDT', 'WHT', 'MDX']
 */
export function createRoute(pairs: readonly Pair[], input: Currency, output: Currency): Route {
  if (pairs.length === 0) throw new InvalidRouteError('a route needs at least one pair')
  if (pairs.length > MAX_HOPS) throw new TooManyPairsError(pairs.length, MAX_HOPS)
  const path: Token[] = [wrapCurrency(input)]
  for (const pair of pairs) {
    const current = path[path.length - 1]!
    if (pair.token0.chainId !== current.chainId)
      throw new InvalidRouteError('all pairs must be on the chain of the input')
    if (pair.token0.address === current.address) path.push(pair.token1)
    else if (pair.token1.address === current.address) path.push(pair.token0)
    else throw new InvalidRouteError(`pair ${pair.address} does not hold ${current.symbol}`)
  }
  const last = path[path.length - 1]!
  const wrappedOutput = wrapCurrency(output)
  if (last.chainId !== wrappedOutput.chainId || last.address !== wrappedOutput.address) {
    throw new InvalidRouteError(`the path ends at ${last.symbol}, not at ${output.symbol}`)
  }
  return Object.freeze({ pairs: Object.freeze([...pairs]), path: Object.freeze(path), input, output })
}
