import type { PriceImpactConfirmation } from './priceImpactConfirmation'

/** The word a user types to send a swap of 10% price impact or more. */
export const TYPED_CONFIRM_WORD = 'confirm'

/** How the screen asks: a yes/no question, or a prompt for a typed word (`null`: cancelled). */
export interface PriceImpactQuestions {
  confirm(): boolean
  typeWord(): string | null
}

/**
 * Whether the user accepts the swap's price impact (spec section 9), asking only what `confirmation` requires:
 * nothing below 5%; yes to a question from 5%; the typed word `confirm` from 10%; a blocked swap is never accepted.
 *
 * @example priceImpactAccepted('typed-confirm', { confirm: () => true, typeWord: () => 'Confirm' }) // false
 */
export function priceImpactAccepted(confirmation: PriceImpactConfirmation, ask: PriceImpactQuestions): boolean {
  switch (confirmation) {
    case 'none':
      return true
    case 'confirm':
      return ask.confirm()
    case 'typed-confirm':
      return ask.typeWord() === TYPED_CONFIRM_WORD
    case 'blocked':
      return false
  }
}
