import { Fraction, JSBI, Rounding } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidPrecisionError } from '../../../src/domain/errors/InvalidPrecisionError'
import { formatSignificant } from '../../../src/domain/format/formatSignificant'
import { compareRatios } from '../../../src/domain/math/compareRatios'

const ratio = (numerator: bigint, denominator = 1n) => ({ numerator, denominator })

/** A plain decimal string as an exact ratio. */
function parseDecimal(text: string) {
  const [whole, fraction = ''] = text.split('.')
  return ratio(BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length))
}

const values = fc.record({
  numerator: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 40n })),
  denominator: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 40n })),
})

describe('formatSignificant', () => {
  it.each([
    [ratio(2n, 3n), 4, 'halfUp', '0.6667'],
    [ratio(2n, 3n), 4, 'down', '0.6666'],
    [ratio(1_234_567n), 4, 'down', '1234000'],
    [ratio(1_234_567n), 4, 'halfUp', '1235000'],
    [ratio(99_996n, 10_000n), 4, 'halfUp', '10'],
    [ratio(99_996n, 10_000n), 4, 'down', '9.999'],
    [ratio(1n, 8n), 6, 'halfUp', '0.125'],
    [ratio(15n, 10n ** 7n), 1, 'halfUp', '0.000002'],
    [ratio(15n, 10n ** 7n), 1, 'down', '0.000001'],
    [ratio(1n, 10n ** 7n), 1, 'up', '0.0000001'],
    [ratio(11n, 10n ** 7n), 1, 'up', '0.000002'],
    [ratio(10n ** 30n), 6, 'down', '1000000000000000000000000000000'],
    [ratio(0n, 5n), 6, 'down', '0'],
    [ratio(-2n, 3n), 2, 'halfUp', '-0.67'],
  ] as const)('%o to %i digits (%s) is %s', (value, digits, rounding, text) => {
    expect(formatSignificant(value, digits, rounding)).toBe(text)
  })

  it('rejects fewer than 1 significant digit', () => {
    expect(() => formatSignificant(ratio(1n), 0, 'down')).toThrow(InvalidPrecisionError)
  })

  it('prints what @uniswap/sdk’s Fraction.toSignificant prints when rounding down', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 12 }), ({ numerator, denominator }, digits) => {
        const fraction = new Fraction(JSBI.BigInt(numerator.toString()), JSBI.BigInt(denominator.toString()))
        const sdk = fraction.toSignificant(digits, { groupSeparator: '' }, Rounding.ROUND_DOWN)
        expect(formatSignificant({ numerator, denominator }, digits, 'down')).toBe(sdk)
      }),
      { numRuns: 500 },
    )
  })

  it('rounds up to the next step of the last digit (the SDK loses digits of large values here)', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 12 }), (value, digits) => {
        const down = parseDecimal(formatSignificant(value, digits, 'down'))
        const up = parseDecimal(formatSignificant(value, digits, 'up'))
        expect(compareRatios(down, value)).toBeLessThanOrEqual(0)
        expect(compareRatios(up, value)).toBeGreaterThanOrEqual(0)
        if (compareRatios(down, value) === 0) {
          expect(compareRatios(up, down)).toBe(0)
          return
        }
        // up − down is one unit in the last of `digits` significant digits of `down`
        const text = formatSignificant(value, digits, 'down')
        const [whole = '', fraction = ''] = text.split('.')
        const exponent = whole !== '0' ? whole.length - 1 : -(fraction.search(/[1-9]/) + 1)
        const step = exponent - digits + 1
        const unit = step >= 0 ? ratio(10n ** BigInt(step)) : ratio(1n, 10n ** BigInt(-step))
        const gap = ratio(
          up.numerator * down.denominator - down.numerator * up.denominator,
          up.denominator * down.denominator,
        )
        expect(compareRatios(gap, unit)).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('rounds half up exactly once (the SDK rounds twice): the nearer neighbour, ties away from zero', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 12 }), (value, digits) => {
        const down = parseDecimal(formatSignificant(value, digits, 'down'))
        const up = parseDecimal(formatSignificant(value, digits, 'up'))
        const half = parseDecimal(formatSignificant(value, digits, 'halfUp'))
        // value − down < up − value picks down, otherwise up: compare 2·value with down + up
        const twice = ratio(2n * value.numerator, value.denominator)
        const sum = ratio(
          down.numerator * up.denominator + up.numerator * down.denominator,
          down.denominator * up.denominator,
        )
        expect(compareRatios(half, compareRatios(twice, sum) < 0 ? down : up)).toBe(0)
      }),
      { numRuns: 500 },
    )
  })
})
