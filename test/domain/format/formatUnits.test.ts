import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountAboveUint256Error } from '../../../src/domain/errors/AmountAboveUint256Error'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { formatUnits } from '../../../src/domain/format/formatUnits'
import { parseUnits } from '../../../src/domain/format/parseUnits'

describe('formatUnits and parseUnits', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [10n ** 18n, 18, '1'],
    [0n, 18, '0'],
    [123n, 0, '123'],
    [-25n, 1, '-2.5'],
  ])('%s base units with %i decimals is %s', (raw, decimals, text) => {
    expect(formatUnits(raw, decimals)).toBe(text)
  })

  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.5', 1, 5n],
    ['7', 2, 700n],
    ['000.010', 3, 10n],
    [`${2n ** 256n - 1n}`, 0, 2n ** 256n - 1n],
  ])('parses %s with %i decimals as %s', (text, decimals, raw) => {
    expect(parseUnits(text, decimals)).toBe(raw)
  })

  it.each([
    ['1.2345', 3],
    ['', 18],
    ['.', 18],
    ['.5', 18], // issue 27: write 0.5
    ['1.', 18], // and 1
    ['1,5', 18],
    ['-1', 18],
    ['1e18', 18],
    ['1.2.3', 18],
    [' 1', 18],
  ])('rejects %j with %i decimals', (text, decimals) => {
    expect(() => parseUnits(text, decimals)).toThrow(InvalidAmountInputError)
  })

  it('refuses more than 2^256 - 1 base units, naming the limit', () => {
    expect(() => parseUnits(`${2n ** 256n}`, 0)).toThrow(AmountAboveUint256Error)
    expect(() => parseUnits('1'.repeat(70), 18)).toThrow(/2\^256 − 1 base units/)
  })

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.integer({ min: 0, max: 30 }), (raw, decimals) => {
        expect(parseUnits(formatUnits(raw, decimals), decimals)).toBe(raw)
      }),
    )
  })
})
