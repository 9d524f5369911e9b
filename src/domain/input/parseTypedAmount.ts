import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { AmountAboveUint256Error } from '../errors/AmountAboveUint256Error'
import { AmountTooLongError } from '../errors/AmountTooLongError'
import { InvalidAmountError } from '../errors/InvalidAmountError'
import { InvalidAmountInputError } from '../errors/InvalidAmountInputError'
import { parseUnits } from '../format/parseUnits'
import { MAX_UINT256 } from '../math/uintLimits'
import { AMOUNT_INPUT_MAX_LENGTH } from './amountInputConstants'
import { sanitizeAmountInput } from './sanitizeAmountInput'

/**
 * The exact amount a typed value means for a currency, or `undefined` when there is none to trade yet (empty text, a
 * lone point, or zero: the swap screen then asks to 'Enter an amount').
 *
 * More significant fractional digits than the currency has is an error, not a truncation: the field would show one amount while
 * another is traded (typing 1.1234567 and then choosing a 6-decimal token must not silently trade 1.123456).
 *
 * @throws AmountTooLongError for more than 79 characters; InvalidAmountInputError for other text the amount field
 * would not accept, or too many decimals (trailing zeros
 * do not count); InvalidAmountError above 2^256 - 1 base units.
 * @example parseTypedAmount('1.5', usdc)?.raw // 1_500_000n
 */
export function parseTypedAmount(typedValue: string, currency: Currency): CurrencyAmount | undefined {
  if (typedValue.length > AMOUNT_INPUT_MAX_LENGTH)
    throw new AmountTooLongError(typedValue.length, AMOUNT_INPUT_MAX_LENGTH)
  const text = sanitizeAmountInput(typedValue)
  if (text === null) throw new InvalidAmountInputError(typedValue, currency.decimals)
  if (text === '' || text === '.') return undefined
  // zeros after the last significant decimal change nothing, so '1.500' is fine for a 2-decimal token
  const exact = text.includes('.') ? text.replace(/0+$/, '') : text
  const fraction = exact.split('.')[1] ?? ''
  if (fraction.length > currency.decimals) throw new InvalidAmountInputError(typedValue, currency.decimals)
  // the field takes '.5' and '5.' as they are typed; the strict parser wants '0.5' and '5'
  const written = `${exact.startsWith('.') ? '0' : ''}${exact.endsWith('.') ? exact.slice(0, -1) : exact}`
  let raw: bigint
  try {
    raw = parseUnits(written, currency.decimals)
  } catch (error) {
    if (error instanceof AmountAboveUint256Error) throw new InvalidAmountError(BigInt(written.replace('.', '')))
    throw error
  }
  if (raw > MAX_UINT256) throw new InvalidAmountError(raw)
  return raw === 0n ? undefined : { currency, raw }
}
