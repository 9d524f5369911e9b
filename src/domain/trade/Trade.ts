import type { CurrencyAmount } from '../currency/CurrencyAmount'
import type { Route } from './Route'
import type { TradeType } from './TradeType'

/**
 * A swap along one route at current reserves (spec section 3). `amounts[i]` is the amount of `route.path[i]` moving
 * through the route, the same numbers as the router's `getAmountsOut`/`getAmountsIn`; `inputAmount` and `outputAmount`
 * are the first and last of them in the route's own input and output currencies (native coin or token).
 */
export interface Trade {
  readonly tradeType: TradeType
  readonly route: Route
  readonly inputAmount: CurrencyAmount
  readonly outputAmount: CurrencyAmount
  readonly amounts: readonly bigint[]
}
