import { BurnField, type BurnState } from './BurnState'
import { burnShare } from './burnShare'
import type { BurnPosition } from './deriveBurnAmounts'

/**
 * The symbol of the balance the remove form's typed value is above (spec section 5, 'Insufficient {symbol} balance'),
 * or `undefined` when it is within the position: the LP token's for a percent or an LP amount, the currency's for an
 * amount of A or B above what the position holds of it.
 *
 * @example burnExceedsPosition({ independentField: BurnField.LIQUIDITY, typedValue: '5' }, position, symbols) // 'Fomo-LP' with 1 LP held
 */
export function burnExceedsPosition(
  state: BurnState,
  position: BurnPosition,
  symbols: { readonly lp: string; readonly a: string; readonly b: string },
): string | undefined {
  const share = burnShare(state, position)
  if (!share || share.numerator <= share.denominator) return undefined
  switch (state.independentField) {
    case BurnField.CURRENCY_A:
      return symbols.a
    case BurnField.CURRENCY_B:
      return symbols.b
    default:
      return symbols.lp
  }
}
