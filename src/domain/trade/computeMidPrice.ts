import type { Price } from '../currency/Price'
import type { Route } from './Route'

/**
 * The marginal price of a route before trading, output per input: the product of each hop's reserve ratio
 * `reserveOut / reserveIn` (`@uniswap/sdk`'s `Route.midPrice`).
 *
 * @example computeMidPrice(route) // { baseCurrency: input, quoteCurrency: output, numerator: Πreserve out, denominator: Πreserve in }
 */
export function computeMidPrice(route: Route): Price {
  let numerator = 1n
  let denominator = 1n
  for (let i = 0; i < route.pairs.length; i++) {
    const pair = route.pairs[i]!
    const inputIsToken0 = pair.token0.address === route.path[i]!.address
    numerator *= inputIsToken0 ? pair.reserve1 : pair.reserve0
    denominator *= inputIsToken0 ? pair.reserve0 : pair.reserve1
  }
  return { baseCurrency: route.input, quoteCurrency: route.output, numerator, denominator }
}
