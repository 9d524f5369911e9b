import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { formatSignificant } from '../format/formatSignificant'
import type { MintField, MintState } from './MintState'

/**
 * The text of an add-liquidity field (spec section 3): the typed field as typed; the other as typed too for the
 * first provider (both amounts are free), else its quoted amount to 6 significant digits, rounded down.
 *
 * @example mintFieldText(state, MintField.CURRENCY_B, false, amounts.amountB) // '19.9401'
 */
export function mintFieldText(
  state: MintState,
  field: MintField,
  noLiquidity: boolean,
  amount: CurrencyAmount | undefined,
): string {
  if (field === state.independentField) return state.typedValue
  if (noLiquidity) return state.otherTypedValue
  return amount
    ? formatSignificant({ numerator: amount.raw, denominator: 10n ** BigInt(amount.currency.decimals) }, 6, 'down')
    : ''
}
