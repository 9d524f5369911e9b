import { invertPrice } from '../currency/invertPrice'
import { formatPrice } from '../format/formatPrice'
import { computeExecutionPrice } from './computeExecutionPrice'
import type { Trade } from './Trade'

/** A price as the swap screen writes it: `price` of `quote` per one `base`. */
export interface PriceText {
  readonly price: string
  readonly base: string
  readonly quote: string
}

/**
 * The trade's execution price (spec section 9), 6 significant digits: output per input, or input per output when
 * `inverted` (the price row's switch).
 *
 * @example executionPriceText(trade, false) // { price: '1.994', base: 'USDT', quote: 'HT' }
 */
export function executionPriceText(trade: Trade, inverted: boolean): PriceText {
  const price = computeExecutionPrice(trade)
  const [base, quote] = [trade.inputAmount.currency.symbol, trade.outputAmount.currency.symbol]
  return inverted
    ? { price: formatPrice(invertPrice(price), 6), base: quote, quote: base }
    : { price: formatPrice(price, 6), base, quote }
}
