import { assertUint256 } from '../math/assertUint256'
import { getAmountIn } from './getAmountIn'
import { getAmountOut } from './getAmountOut'
import type { Route } from './Route'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'

/**
 * Prices a trade along a route at the pairs' reserves: from an exact input forwards (`EXACT_INPUT`), or from an exact
 * output backwards (`EXACT_OUTPUT`), hop by hop as the router does.
 *
 * @throws InsufficientInputAmountError or InsufficientReservesError when a hop cannot be filled; InvalidAmountError.
 * @example createTrade(route, 10n ** 18n, TradeType.EXACT_INPUT).outputAmount.raw
 */
export function createTrade(route: Route, amount: bigint, tradeType: TradeType): Trade {
  assertUint256(amount)
  const { pairs, path } = route
  const amounts: bigint[] = new Array<bigint>(path.length)
  if (tradeType === TradeType.EXACT_INPUT) {
    amounts[0] = amount
    for (let i = 0; i < pairs.length; i++) {
      const [reserveIn, reserveOut] = orientedReserves(route, i)
      amounts[i + 1] = getAmountOut(amounts[i]!, reserveIn, reserveOut)
    }
  } else {
    amounts[path.length - 1] = amount
    for (let i = pairs.length - 1; i >= 0; i--) {
      const [reserveIn, reserveOut] = orientedReserves(route, i)
      amounts[i] = getAmountIn(amounts[i + 1]!, reserveIn, reserveOut)
    }
  }
  return Object.freeze({
    tradeType,
    route,
    inputAmount: Object.freeze({ currency: route.input, raw: amounts[0]! }),
    outputAmount: Object.freeze({ currency: route.output, raw: amounts[amounts.length - 1]! }),
    amounts: Object.freeze(amounts),
  })
}

/** The reserves of hop `i` as [reserve of path[i], reserve of path[i + 1]]. */
function orientedReserves(route: Route, i: number): readonly [bigint, bigint] {
  const pair = route.pairs[i]!
  return pair.token0.address === route.path[i]!.address
    ? [pair.reserve0, pair.reserve1]
    : [pair.reserve1, pair.reserve0]
}
