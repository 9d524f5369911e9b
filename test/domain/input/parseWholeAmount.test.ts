import { describe, expect, it } from 'vitest'
import { AmountAboveUint256Error } from '../../../src/domain/errors/AmountAboveUint256Error'
import { AmountTextTooLongError } from '../../../src/domain/errors/AmountTextTooLongError'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { ZeroAmountError } from '../../../src/domain/errors/ZeroAmountError'
import { parseWholeAmount } from '../../../src/domain/input/parseWholeAmount'

describe('parseWholeAmount', () => {
  it('reads whole units with up to the token’s decimals', () => {
    expect(parseWholeAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseWholeAmount('0.000001', 6)).toBe(1n)
  })

  it('refuses each malformed amount with the error that says how to write it', () => {
    expect(() => parseWholeAmount('0', 18)).toThrow(ZeroAmountError)
    expect(() => parseWholeAmount('0.0000001', 6)).toThrow(InvalidAmountInputError)
    expect(() => parseWholeAmount('.5', 18)).toThrow(InvalidAmountInputError)
    expect(() => parseWholeAmount(`1${'0'.repeat(78)}`, 0)).toThrow(AmountAboveUint256Error)
    expect(() => parseWholeAmount('1'.repeat(101), 0)).toThrow(AmountTextTooLongError)
    expect(() => parseWholeAmount('1'.repeat(101), 0)).toThrow('write at most 100')
  })
})
