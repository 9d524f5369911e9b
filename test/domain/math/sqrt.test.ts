import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAmountError } from '../../../src/domain/errors/InvalidAmountError'
import { compareRatios } from '../../../src/domain/math/compareRatios'
import { divideRounded } from '../../../src/domain/math/divideRounded'
import { sqrt } from '../../../src/domain/math/sqrt'

describe('math', () => {
  it.each([
    [0n, 0n],
    [1n, 1n],
    [3n, 1n],
    [4n, 2n],
    [8n, 2n],
    [1_000_000n, 1_000n],
    [2n ** 256n - 1n, 2n ** 128n - 1n],
  ])('sqrt(%s) is %s', (value, root) => {
    expect(sqrt(value)).toBe(root)
  })

  it('sqrt rounds down: r² ≤ n < (r + 1)²', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (n) => {
        const r = sqrt(n)
        expect(r * r <= n && n < (r + 1n) * (r + 1n)).toBe(true)
      }),
      { numRuns: 500 },
    )
    expect(() => sqrt(-1n)).toThrow(InvalidAmountError)
  })

  it('divides with each rounding', () => {
    expect([divideRounded(5n, 2n, 'down'), divideRounded(5n, 2n, 'halfUp'), divideRounded(5n, 2n, 'up')]).toEqual([
      2n,
      3n,
      3n,
    ])
    expect([divideRounded(7n, 3n, 'down'), divideRounded(7n, 3n, 'halfUp'), divideRounded(7n, 3n, 'up')]).toEqual([
      2n,
      2n,
      3n,
    ])
    expect(divideRounded(6n, 3n, 'up')).toBe(2n)
  })

  it('compares ratios exactly', () => {
    expect(compareRatios({ numerator: 1n, denominator: 3n }, { numerator: 2n, denominator: 6n })).toBe(0)
    expect(compareRatios({ numerator: 1n, denominator: 3n }, { numerator: 1n, denominator: 2n })).toBe(-1)
    expect(
      compareRatios({ numerator: 10n ** 40n + 1n, denominator: 10n ** 40n }, { numerator: 1n, denominator: 1n }),
    ).toBe(1)
  })
})
