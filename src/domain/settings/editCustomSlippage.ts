import { parseSlippageInput } from './parseSlippageInput'
import { DEFAULT_SLIPPAGE_BIPS } from './settingsConstants'

/** The custom slippage field: the text typed and the last tolerance it may fall back to, in bips. */
export interface CustomSlippageField {
  readonly text: string
  readonly lastValidBips: number
}

/** The field after an edit: what to save (nothing while the text is not a usable tolerance) and whether it is refused. */
export interface CustomSlippageEdit extends CustomSlippageField {
  readonly save: number | undefined
  readonly invalid: boolean
}

/**
 * The custom field before any typing, over the saved tolerance: a saved 0 (never a usable tolerance: the minimum
 * received would equal the quote) falls back to the default.
 *
 * @example startCustomSlippage(100) // { text: '', lastValidBips: 100 }
 */
export function startCustomSlippage(savedBips: number): CustomSlippageField {
  return { text: '', lastValidBips: savedBips > 0 ? savedBips : DEFAULT_SLIPPAGE_BIPS }
}

/**
 * One edit of the custom slippage field (spec section 5): a percentage above 0 and below 50 is saved and becomes the
 * last valid value; 0 % (on the way to `0.5`, or typed) and anything unreadable are refused and save nothing; an
 * emptied field saves the last valid value again — never the 0 % that backspacing through `0.` would pass by.
 *
 * @example editCustomSlippage({ text: '0', lastValidBips: 50 }, '') // { text: '', lastValidBips: 50, save: 50, invalid: false }
 */
export function editCustomSlippage(field: CustomSlippageField, text: string): CustomSlippageEdit {
  if (text.trim() === '') return { text, lastValidBips: field.lastValidBips, save: field.lastValidBips, invalid: false }
  let bips: number
  try {
    bips = parseSlippageInput(text)
  } catch {
    return { text, lastValidBips: field.lastValidBips, save: undefined, invalid: true }
  }
  if (bips === 0) return { text, lastValidBips: field.lastValidBips, save: undefined, invalid: true }
  return { text, lastValidBips: bips, save: bips, invalid: false }
}
