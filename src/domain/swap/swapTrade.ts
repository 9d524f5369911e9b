import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { currencyEquals } from '../currency/currencyEquals'
import { Field } from '../input/SwapState'
import { findBestTrade } from '../trade/findBestTrade'
import type { PairIndex } from '../trade/PairIndex'
import type { Trade } from '../trade/Trade'
import { TradeType } from '../trade/TradeType'
import { wrapDirection } from './wrapDirection'

/** What the swap form holds when it asks for a trade. */
export interface SwapTradeInputs {
  readonly pairs: PairIndex | undefined
  readonly inputCurrency: Currency | undefined
  readonly outputCurrency: Currency | undefined
  /** The typed amount, on the independent side. */
  readonly amount: CurrencyAmount | undefined
  /** The side the amount was typed on: exact input, or exact output. */
  readonly independentField: Field
}

/**
 * The swap form's trade (spec section 3): the best route (`findBestTrade`) selling the typed input exactly, or
 * buying the typed output exactly; none for a wrap or unwrap (no router), for the same currency on both sides, for
 * a missing side, amount or market, or when no route fills it (the input error then says so).
 *
 * @example swapTrade({ pairs, inputCurrency: usdt, outputCurrency: ht, amount: { currency: ht, raw: 10n ** 18n }, independentField: Field.OUTPUT })
 */
export function swapTrade(inputs: SwapTradeInputs): Trade | undefined {
  const { pairs, inputCurrency, outputCurrency, amount } = inputs
  if (!pairs || !inputCurrency || !outputCurrency || !amount) return undefined
  if (wrapDirection(inputCurrency, outputCurrency) || currencyEquals(inputCurrency, outputCurrency)) return undefined
  const exactIn = inputs.independentField === Field.INPUT
  try {
    return findBestTrade(
      pairs,
      exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
      amount,
      exactIn ? outputCurrency : inputCurrency,
    )
  } catch {
    return undefined
  }
}
