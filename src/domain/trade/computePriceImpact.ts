import type { Ratio } from '../math/Ratio'
import { computeMidPrice } from './computeMidPrice'
import type { Trade } from './Trade'

/**
 * How far a trade's output falls short of the output at the mid price, fees included, as a fraction of 1:
 * `(midPrice × input − output) / (midPrice × input)` (`@uniswap/sdk`'s `Trade.priceImpact`).
 *
 * @example computePriceImpact(trade) // { numerator: 4n, denominator: 100n } means 4%
 */
export function computePriceImpact(trade: Trade): Ratio {
  const mid = computeMidPrice(trade.route)
  const exactQuote = mid.numerator * trade.inputAmount.raw
  return {
    numerator: exactQuote - trade.outputAmount.raw * mid.denominator,
    denominator: exactQuote,
  }
}
