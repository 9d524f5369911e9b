import { JSBI, Route as SdkRoute, Trade as SdkTrade, TokenAmount } from '@uniswap/sdk'
import type { Trade } from '../../../src/domain/trade/Trade'
import { toSdkPair } from './toSdkPair'
import { toSdkToken } from './toSdkToken'

/** The SDK's own trade along the same route with the same exact amount, on wrapped tokens: the oracle for metrics. */
export function toSdkTrade(trade: Trade): SdkTrade {
  const path = trade.route.path.map(toSdkToken)
  const route = new SdkRoute(trade.route.pairs.map(toSdkPair), path[0]!, path[path.length - 1]!)
  return trade.tradeType === 'EXACT_INPUT'
    ? SdkTrade.exactIn(route, new TokenAmount(path[0]!, JSBI.BigInt(trade.inputAmount.raw.toString())))
    : SdkTrade.exactOut(route, new TokenAmount(path[path.length - 1]!, JSBI.BigInt(trade.outputAmount.raw.toString())))
}

/** A JSBI fraction as exact bigints, for comparing with FomoSwap's ratios. */
export function sdkRatio(fraction: { numerator: JSBI; denominator: JSBI }): { numerator: bigint; denominator: bigint } {
  return { numerator: BigInt(fraction.numerator.toString()), denominator: BigInt(fraction.denominator.toString()) }
}
