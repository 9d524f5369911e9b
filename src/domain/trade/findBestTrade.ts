import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { EtherToEtherError } from '../errors/EtherToEtherError'
import { InsufficientLiquidityError } from '../errors/InsufficientLiquidityError'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'
import { isTradeBetter } from './isTradeBetter'
import type { PairIndex } from './PairIndex'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, MAX_HOPS } from './tradeConstants'

/**
 * The trade to quote and send for a swap, as the Uniswap V2 interface picks it: the best route of 1 hop, then of up
 * to 2, then of up to 3 (`MAX_HOPS`), each longer one kept only if its price beats the shorter by 0.5%
 * (`BETTER_TRADE_LESS_HOPS_THRESHOLD`). `amount` is the exact side: the input for `EXACT_INPUT`, the output for
 * `EXACT_OUTPUT`; `otherCurrency` is the other side. With `accept`, only the routes it accepts compete.
 *
 * @throws InsufficientLiquidityError ('Insufficient liquidity for this trade.') when no route fills the trade;
 * EtherToEtherError when both sides are the native coin.
 * @example findBestTrade(index, TradeType.EXACT_INPUT, { currency: heco.nativeCurrency, raw: 10n ** 18n }, usdt)
 */
export function findBestTrade(
  index: PairIndex,
  tradeType: TradeType,
  amount: CurrencyAmount,
  otherCurrency: Currency,
  accept?: (trade: Trade) => boolean,
): Trade {
  if (amount.currency.kind === 'native' && otherCurrency.kind === 'native') {
    throw new EtherToEtherError(amount.currency.symbol)
  }
  let best: Trade | undefined
  for (let maxHops = 1; maxHops <= MAX_HOPS; maxHops++) {
    const options = { maxHops, maxNumResults: 1, accept }
    const [candidate] =
      tradeType === TradeType.EXACT_INPUT
        ? bestTradeExactIn(index, amount, otherCurrency, options)
        : bestTradeExactOut(index, otherCurrency, amount, options)
    if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
  }
  if (best === undefined) {
    const [input, output] =
      tradeType === TradeType.EXACT_INPUT ? [amount.currency, otherCurrency] : [otherCurrency, amount.currency]
    throw new InsufficientLiquidityError({ input: input.symbol, output: output.symbol })
  }
  return best
}
