/** What the remove-liquidity form's typed value measures (spec section 3). */
export const BurnField = Object.freeze({
  LIQUIDITY_PERCENT: 'LIQUIDITY_PERCENT',
  LIQUIDITY: 'LIQUIDITY',
  CURRENCY_A: 'CURRENCY_A',
  CURRENCY_B: 'CURRENCY_B',
} as const)

export type BurnField = (typeof BurnField)[keyof typeof BurnField]

/** The remove-liquidity form: which field was typed and its text (`'0'` percent at first). */
export interface BurnState {
  readonly independentField: BurnField
  readonly typedValue: string
}

export const INITIAL_BURN_STATE: BurnState = Object.freeze({
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: '0',
})
