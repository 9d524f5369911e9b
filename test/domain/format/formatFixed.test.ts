import { Fraction, JSBI, Rounding } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFixed } from '../../../src/domain/format/formatFixed'

const SDK_ROUNDING = { down: Rounding.ROUND_DOWN, halfUp: Rounding.ROUND_HALF_UP, up: Rounding.ROUND_UP } as const

describe('formatFixed', () => {
  it.each([
    [1n, 8n, 2, 'halfUp', '0.13'],
    [1n, 8n, 2, 'down', '0.12'],
    [1n, 8n, 0, 'halfUp', '0'],
    [5n, 2n, 0, 'halfUp', '3'],
    [1n, 3n, 4, 'up', '0.3334'],
    [12_345n, 1n, 2, 'down', '12345.00'],
    [-1n, 8n, 2, 'halfUp', '-0.13'],
    [-1n, 1_000n, 2, 'halfUp', '0.00'],
  ] as const)('%s/%s to %i places (%s) is %s', (numerator, denominator, places, rounding, text) => {
    expect(formatFixed({ numerator, denominator }, places, rounding)).toBe(text)
  })

  it('prints what @uniswap/sdk’s Fraction.toFixed prints, in every rounding', () => {
    const big = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 40n }))
    fc.assert(
      fc.property(
        big,
        big,
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('down', 'halfUp', 'up'),
        (n, d, places, rounding) => {
          const sdk = new Fraction(JSBI.BigInt(n.toString()), JSBI.BigInt(d.toString())).toFixed(
            places,
            { groupSeparator: '' },
            SDK_ROUNDING[rounding],
          )
          expect(formatFixed({ numerator: n, denominator: d }, places, rounding)).toBe(sdk)
        },
      ),
      { numRuns: 500 },
    )
  })
})
