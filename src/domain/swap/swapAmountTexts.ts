import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { formatSwapAmount } from '../format/formatSwapAmount'
import { formatUnits } from '../format/formatUnits'
import { Field, type SwapState } from '../input/SwapState'
import type { Trade } from '../trade/Trade'

/**
 * The text of each swap box (spec sections 3 and 9): the typed side as typed; the other side the same amount in full
 * for a wrap or unwrap (1:1), else the trade's amount on that side (4 significant digits, rounded down), else empty.
 *
 * @example swapAmountTexts(state, { wrap: false, amount, trade }) // { INPUT: '1.5', OUTPUT: '2.997' }
 */
export function swapAmountTexts(
  state: Pick<SwapState, 'independentField' | 'typedValue'>,
  outcome: { readonly wrap: boolean; readonly amount: CurrencyAmount | undefined; readonly trade: Trade | undefined },
): Record<Field, string> {
  const { independentField, typedValue } = state
  const dependentField = independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT
  let dependent = ''
  if (outcome.wrap) dependent = outcome.amount ? formatUnits(outcome.amount.raw, outcome.amount.currency.decimals) : ''
  else if (outcome.trade) {
    const amount = dependentField === Field.OUTPUT ? outcome.trade.outputAmount : outcome.trade.inputAmount
    dependent = formatSwapAmount(amount.raw, amount.currency.decimals)
  }
  return { [independentField]: typedValue, [dependentField]: dependent } as Record<Field, string>
}
