import { JSBI, TokenAmount } from '@uniswap/sdk'
import type { Route } from '../../../src/domain/trade/Route'
import type { Trade } from '../../../src/domain/trade/Trade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { toSdkPair } from './toSdkPair'
import { toSdkToken } from './toSdkToken'

/**
 * A fixture `Trade` along a chosen route, priced hop by hop by `@uniswap/sdk`'s `Pair` (the router's `getAmountOut`
 * forwards from an exact input, `getAmountIn` backwards from an exact output). The SDK throws when a hop cannot be
 * filled.
 *
 * @example createTrade(createRoute([usdtWht], usdt, wht), 10n ** 18n, TradeType.EXACT_INPUT).outputAmount.raw
 */
export function createTrade(route: Route, amount: bigint, tradeType: TradeType): Trade {
  const pairs = route.pairs.map(toSdkPair)
  const path = route.path.map(toSdkToken)
  const amounts: bigint[] = new Array<bigint>(path.length)
  const raw = (value: bigint) => JSBI.BigInt(value.toString())
  if (tradeType === TradeType.EXACT_INPUT) {
    amounts[0] = amount
    for (let i = 0; i < pairs.length; i++) {
      const [out] = pairs[i]!.getOutputAmount(new TokenAmount(path[i]!, raw(amounts[i]!)))
      amounts[i + 1] = BigInt(out.raw.toString())
    }
  } else {
    amounts[path.length - 1] = amount
    for (let i = pairs.length - 1; i >= 0; i--) {
      const [input] = pairs[i]!.getInputAmount(new TokenAmount(path[i + 1]!, raw(amounts[i + 1]!)))
      amounts[i] = BigInt(input.raw.toString())
    }
  }
  return {
    tradeType,
    route,
    inputAmount: { currency: route.input, raw: amounts[0]! },
    outputAmount: { currency: route.output, raw: amounts[amounts.length - 1]! },
    amounts,
  }
}
