import { formatSignificant } from '../format/formatSignificant'
import { BurnField, type BurnState } from './BurnState'
import type { BurnAmounts } from './deriveBurnAmounts'

/**
 * The text of a remove-liquidity field (spec section 3): the typed field as typed; the others from the share
 * removed (the whole `percent`, the LP tokens and each currency to 6 significant digits, rounded down); empty while
 * nothing can be removed.
 *
 * @example burnFieldText(state, BurnField.CURRENCY_A, amounts, 50, { a: 18, b: 6 }) // '4.99999'
 */
export function burnFieldText(
  state: BurnState,
  field: BurnField,
  amounts: BurnAmounts | undefined,
  percent: number,
  decimals: { readonly a: number; readonly b: number },
): string {
  if (field === state.independentField) return state.typedValue
  if (!amounts) return ''
  const text = (raw: bigint, places: number) =>
    formatSignificant({ numerator: raw, denominator: 10n ** BigInt(places) }, 6, 'down')
  switch (field) {
    case BurnField.LIQUIDITY_PERCENT:
      return String(percent)
    case BurnField.LIQUIDITY:
      return text(amounts.liquidity, 18)
    case BurnField.CURRENCY_A:
      return text(amounts.amountA, decimals.a)
    case BurnField.CURRENCY_B:
      return text(amounts.amountB, decimals.b)
  }
}
