/** The two amount fields of the add-liquidity form. */
export const MintField = Object.freeze({ CURRENCY_A: 'CURRENCY_A', CURRENCY_B: 'CURRENCY_B' } as const)

/** `'CURRENCY_A'` or `'CURRENCY_B'`. */
export type MintField = (typeof MintField)[keyof typeof MintField]

/**
 * What the add-liquidity form holds (spec section 3): the field typed last, its text, and — only for a pool without
 * liquidity, where both amounts are free — the other field's text.
 */
export interface MintState {
  readonly independentField: MintField
  readonly typedValue: string
  readonly otherTypedValue: string
}

/** The empty form. */
export const EMPTY_MINT_STATE: MintState = Object.freeze({
  independentField: MintField.CURRENCY_A,
  typedValue: '',
  otherTypedValue: '',
})
