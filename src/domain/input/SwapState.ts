/** The two sides of a swap (spec section 3). */
export const Field = Object.freeze({ INPUT: 'INPUT', OUTPUT: 'OUTPUT' } as const)

/** `'INPUT'` or `'OUTPUT'`. */
export type Field = (typeof Field)[keyof typeof Field]

/**
 * What the swap screen holds (spec section 3): the currency id of each side (`''` for none, `ETH` for the native coin,
 * else an address), the typed text, which side it was typed on, and the recipient (`null`: the sender).
 */
export interface SwapState {
  readonly INPUT: { readonly currencyId: string }
  readonly OUTPUT: { readonly currencyId: string }
  readonly typedValue: string
  readonly independentField: Field
  readonly recipient: string | null
}

/** The swap screen before anything is chosen or typed. */
export const EMPTY_SWAP_STATE: SwapState = Object.freeze({
  INPUT: Object.freeze({ currencyId: '' }),
  OUTPUT: Object.freeze({ currencyId: '' }),
  typedValue: '',
  independentField: Field.INPUT,
  recipient: null,
})
