import { describe, expect, it } from 'vitest'
import { AmountTooLongError } from '../../../src/domain/errors/AmountTooLongError'
import { InvalidAmountError } from '../../../src/domain/errors/InvalidAmountError'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { parseTypedAmount } from '../../../src/domain/input/parseTypedAmount'
import { hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'

describe('parseTypedAmount', () => {
  it.each([
    ['1.5', hecoUsdt, 1_500_000_000_000_000_000n],
    ['1,5', hecoHusd, 150_000_000n],
    ['.5', hecoHt, 500_000_000_000_000_000n],
    ['5.', hecoHusd, 500_000_000n],
    ['0.00000001', hecoHusd, 1n],
    ['0000123.45', hecoHusd, 12_345_000_000n],
  ])('%s of %s is %s base units', (typed, currency, raw) => {
    expect(parseTypedAmount(typed, currency)).toEqual({ currency, raw })
  })

  it.each(['', '.', '0', '0.', '.0', '000.000'])('%j is no amount yet', (typed) => {
    expect(parseTypedAmount(typed, hecoUsdt)).toBeUndefined()
  })

  it('refuses more decimals than the token has instead of truncating', () => {
    expect(() => parseTypedAmount('1.000000001', hecoHusd)).toThrow(InvalidAmountInputError)
    expect(() => parseTypedAmount('1.000000001', hecoHusd)).toThrow(
      "Invalid amount '1.000000001': write digits, then optionally a point and up to 8 decimals (such as 0.5 or 2)",
    )
    expect(parseTypedAmount('1.000000010', hecoHusd)?.raw).toBe(100_000_001n)
  })

  it('refuses text the amount field would not accept', () => {
    expect(() => parseTypedAmount('1e3', hecoUsdt)).toThrow(InvalidAmountInputError)
    expect(() => parseTypedAmount('-1', hecoUsdt)).toThrow(InvalidAmountInputError)
  })

  it('refuses amounts wider than uint256', () => {
    expect(parseTypedAmount(`${(1n << 256n) - 1n}`, { ...hecoUsdt, decimals: 0 })?.raw).toBe((1n << 256n) - 1n)
    expect(() => parseTypedAmount(`${1n << 256n}`, { ...hecoUsdt, decimals: 0 })).toThrow(InvalidAmountError)
  })

  it('says an amount over 79 characters has too many digits, not that its characters are wrong', () => {
    expect(() => parseTypedAmount('1'.repeat(100), hecoUsdt)).toThrow(AmountTooLongError)
    expect(() => parseTypedAmount('1'.repeat(100), hecoUsdt)).toThrow(
      'Invalid amount: too many digits (100 characters; an amount has at most 79).',
    )
    expect(parseTypedAmount(`1.${'0'.repeat(77)}`, hecoUsdt)?.raw).toBe(10n ** 18n) // 79 characters pass
  })
})
