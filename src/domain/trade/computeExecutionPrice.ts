import type { Price } from '../currency/Price'
import type { Trade } from './Trade'

/** The average price a trade gets, output per input: `outputAmount / inputAmount` in raw units. */
export function computeExecutionPrice(trade: Trade): Price {
  return {
    baseCurrency: trade.inputAmount.currency,
    quoteCurrency: trade.outputAmount.currency,
    numerator: trade.outputAmount.raw,
    denominator: trade.inputAmount.raw,
  }
}
