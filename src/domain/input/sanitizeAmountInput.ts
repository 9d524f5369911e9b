import { AMOUNT_INPUT_MAX_LENGTH } from './amountInputConstants'

// The Uniswap interface's NumericalInput rule: the text, regex-escaped, must be digits, at most one escaped point,
// digits. Escaping first makes every character other than a digit or '.' fail, '\' included.
const ESCAPED_DECIMAL = /^\d*(?:\\[.])?\d*$/
const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g

/**
 * What an amount field holds after a keystroke (spec section 5): commas become points; the result is accepted when it
 * is digits with at most one point and at most 79 characters, else `null` (the field keeps its previous text).
 * The empty text is accepted (the field was cleared).
 *
 * @example sanitizeAmountInput('1,5') // '1.5'
 * @example sanitizeAmountInput('1.2.3') // null
 */
export function sanitizeAmountInput(text: string): string | null {
  const next = text.replace(/,/g, '.')
  if (next.length > AMOUNT_INPUT_MAX_LENGTH) return null
  if (next === '' || ESCAPED_DECIMAL.test(next.replace(REGEX_SPECIALS, '\\$&'))) return next
  return null
}
