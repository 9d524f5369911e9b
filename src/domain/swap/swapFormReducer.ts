import { Field, type SwapState } from '../input/SwapState'
import { sanitizeAmountInput } from '../input/sanitizeAmountInput'

/** What the person does to the swap form (spec section 4): pick a currency, switch, type, show or type the recipient. */
export type SwapFormAction =
  | { readonly type: 'selectCurrency'; readonly field: Field; readonly currencyId: string }
  | { readonly type: 'switchCurrencies' }
  | { readonly type: 'typeInput'; readonly field: Field; readonly typed: string }
  /** `+ Add a send` (show) or its removal; on Send (`sendMode`) the recipient cannot be removed. */
  | { readonly type: 'setShowRecipient'; readonly show: boolean; readonly sendMode: boolean }
  | { readonly type: 'typeRecipient'; readonly typed: string }

/**
 * The swap form's transitions (spec sections 4 and 5): picking the other side's currency swaps the sides and flips the
 * independent field, as the switch does; typing sets the field and its text; showing the recipient keeps what was
 * typed, removing it clears it. An action the form refuses (text the amount field rejects, removing the recipient on
 * Send) returns the same state object, so a caller can tell it was ignored.
 *
 * @example swapFormReducer(state, { type: 'selectCurrency', field: Field.INPUT, currencyId: state.OUTPUT.currencyId })
 */
export function swapFormReducer(state: SwapState, action: SwapFormAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      const { field, currencyId } = action
      const other = opposite(field)
      if (currencyId !== state[other].currencyId) return { ...state, [field]: { currencyId } }
      return {
        ...state,
        independentField: opposite(state.independentField),
        [field]: { currencyId },
        [other]: { currencyId: state[field].currencyId },
      }
    }
    case 'switchCurrencies':
      return { ...state, INPUT: state.OUTPUT, OUTPUT: state.INPUT, independentField: opposite(state.independentField) }
    case 'typeInput': {
      const typedValue = sanitizeAmountInput(action.typed)
      return typedValue === null ? state : { ...state, independentField: action.field, typedValue }
    }
    case 'setShowRecipient':
      if (action.sendMode && !action.show) return state
      return { ...state, recipient: action.show ? (state.recipient ?? '') : null }
    case 'typeRecipient':
      return { ...state, recipient: action.typed }
  }
}

function opposite(field: Field): Field {
  return field === Field.INPUT ? Field.OUTPUT : Field.INPUT
}
