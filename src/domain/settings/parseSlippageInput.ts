import { InvalidSlippageInputError } from '../errors/InvalidSlippageInputError'
import { MAX_CUSTOM_SLIPPAGE_BIPS_EXCLUSIVE } from './settingsConstants'

// A percentage with at most two decimals (one bip is 0.01%); a comma is read as the point, as in amount fields.
const PERCENT = /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/

/**
 * The slippage tolerance in basis points a custom percentage means (spec section 5): `0.5` → 50. Read exactly, with
 * no floating point, so that the stored bips always show back as the typed text.
 *
 * @throws InvalidSlippageInputError ('Enter a valid slippage percentage') for anything but a percentage with at most
 * two decimals below 50 (5000 bips).
 * @example parseSlippageInput('0.5') // 50
 * @example parseSlippageInput('12,25') // 1225
 */
export function parseSlippageInput(text: string): number {
  const match = PERCENT.exec(text.trim().replace(',', '.'))
  if (!match) throw new InvalidSlippageInputError(text)
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0')
  const bips = Number(whole) * 100 + Number(fraction) // exact below 2^53; anything longer is far above the limit
  if (bips >= MAX_CUSTOM_SLIPPAGE_BIPS_EXCLUSIVE) throw new InvalidSlippageInputError(text)
  return bips
}
