import type { MintField, MintState } from './MintState'

/**
 * The form after typing `typedValue` into `field` (spec section 4): with no liquidity, typing into the other field
 * keeps the previous text as `otherTypedValue` (both amounts are the provider's); otherwise the other field follows
 * the pool price and `otherTypedValue` is cleared.
 *
 * @example typeMintInput({ independentField: 'CURRENCY_A', typedValue: '1', otherTypedValue: '' }, 'CURRENCY_B', '4', true) // { independentField: 'CURRENCY_B', typedValue: '4', otherTypedValue: '1' }
 */
export function typeMintInput(state: MintState, field: MintField, typedValue: string, noLiquidity: boolean): MintState {
  if (!noLiquidity) return { independentField: field, typedValue, otherTypedValue: '' }
  if (field === state.independentField) return { ...state, typedValue }
  return { independentField: field, typedValue, otherTypedValue: state.typedValue }
}
