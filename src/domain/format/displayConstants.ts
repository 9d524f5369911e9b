// Display precision of spec section 9.

/** Token balances: 6 significant digits, rounded down (never shows more than the user has). */
export const BALANCE_SIGNIFICANT_DIGITS = 6

/** Token amounts on the swap screen: 4 significant digits, rounded down. */
export const SWAP_AMOUNT_SIGNIFICANT_DIGITS = 4

/** LP token balances: floored to 2 decimals. */
export const LP_BALANCE_DECIMALS = 2

/** Figures of this many integer digits (10^15) and more show as a mantissa and its power of ten (`2.999e23`). */
export const LARGE_NUMBER_DIGITS = 16

/** Non-zero amounts below 10^-6 are shown as this text instead of their digits. */
export const BELOW_SMALLEST_AMOUNT_TEXT = '<0.000001'

/** Symbols longer than this are abbreviated to their first 4 and last 5 characters around '...'. */
export const MAX_SYMBOL_LENGTH = 20
