import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { currencyEquals } from '../currency/currencyEquals'
import { Field } from '../input/SwapState'
import { findOfferedTrade, type OfferedTrade } from '../trade/findOfferedTrade'
import type { PairIndex } from '../trade/PairIndex'
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
  /** Expert mode: a price impact of 15% or more does not block a route. */
  readonly expertMode: boolean
}

/**
 * The swap form's trade (spec section 3): the best route selling the typed input exactly, or buying the typed output
 * exactly — or, when that route's price impact blocks it, the best route that is not blocked beside it
 * (`findOfferedTrade`); none for a wrap or unwrap (no router), for the same currency on both sides, for
 * a missing side, amount or market, or when no route fills it (the input error then says so).
 *
 * @example swapTrade({ pairs, inputCurrency: usdt, outputCurrency: ht, amount: { currency: ht, raw: 10n ** 18n }, independentField: Field.OUTPUT, expertMode: false })
 */
export function swapTrade(inputs: SwapTradeInputs): OfferedTrade | undefined {
  const { pairs, inputCurrency, outputCurrency, amount } = inputs
  if (!pairs || !inputCurrency || !outputCurrency || !amount) return undefined
  if (wrapDirection(inputCurrency, outputCurrency) || currencyEquals(inputCurrency, outputCurrency)) return undefined
  const exactIn = inputs.independentField === Field.INPUT
  try {
    return findOfferedTrade(
      pairs,
      exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
      amount,
      exactIn ? outputCurrency : inputCurrency,
      inputs.expertMode,
    )
  } catch {
    return undefined
  }
}
