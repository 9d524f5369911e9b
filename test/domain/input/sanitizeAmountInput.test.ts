import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeAmountInput } from '../../../src/domain/input/sanitizeAmountInput'

describe('sanitizeAmountInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1.5', '1.5'],
    ['1,5', '1.5'],
    ['.', '.'],
    ['.5', '.5'],
    ['5.', '5.'],
    ['007', '007'],
    ['1.2.3', null],
    ['1,2,3', null],
    ['1,2.3', null],
    ['-1', null],
    ['+1', null],
    ['1e18', null],
    [' 1', null],
    ['1 000', null],
    ['1\\.5', null],
    ['\\', null],
    ['0x10', null],
    ['１', null],
    ['٣', null],
    ['1'.repeat(79), '1'.repeat(79)],
    ['1'.repeat(80), null],
    [`0.${'1'.repeat(77)}`, `0.${'1'.repeat(77)}`],
  ])('%j → %j', (typed, expected) => {
    expect(sanitizeAmountInput(typed)).toBe(expected)
  })

  it('accepts exactly the digit strings with at most one point, up to 79 characters', () => {
    const decimal = fc
      .tuple(fc.stringMatching(/^\d{0,40}$/), fc.option(fc.stringMatching(/^\d{0,38}$/)))
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`))
    fc.assert(
      fc.property(decimal, (text) => {
        expect(sanitizeAmountInput(text)).toBe(text)
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const result = sanitizeAmountInput(text)
        const normalised = text.replace(/,/g, '.')
        expect(result === null ? null : result).toBe(/^\d*\.?\d*$/.test(normalised) ? normalised : null)
      }),
    )
  })
})
