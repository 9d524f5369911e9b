import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareV1V2Price } from '../../../src/domain/migrate/compareV1V2Price'

const pool = (ethReserve: bigint, tokenReserve: bigint) => ({ ethReserve, tokenReserve })

describe('compareV1V2Price', () => {
  it.each([
    ['the same price', pool(100n, 200n), pool(1_000n, 2_000n), 0n, 'same', false],
    ['V1 4.99% lower', pool(9_501n, 10_000n), pool(10_000n, 10_000n), 499n, 'lower', false],
    ['V1 exactly 5% lower', pool(9_500n, 10_000n), pool(10_000n, 10_000n), 500n, 'lower', true],
    ['V1 exactly 5% higher', pool(10_500n, 10_000n), pool(10_000n, 10_000n), 500n, 'higher', true],
    ['V1 10% below a pair at 1.1', pool(100n, 100n), pool(110n, 100n), 909n, 'lower', true],
  ] as const)('%s: %i bips, %s, warning %s', (_, v1, v2, bips, direction, warning) => {
    expect(compareV1V2Price(v1, v2)).toEqual({ differenceBips: bips, direction, bestPriceWarning: warning })
  })

  it('has nothing to compare without a pair or with an empty side', () => {
    expect(compareV1V2Price(pool(1n, 1n), undefined)).toBeUndefined()
    expect(compareV1V2Price(pool(1n, 1n), pool(0n, 0n))).toBeUndefined()
    expect(compareV1V2Price(pool(0n, 5n), pool(1n, 1n))).toBeUndefined()
  })

  it('warns exactly when |v1 / v2 − 1| ≥ 5%, scale-free and symmetric in the price', () => {
    const reserve = fc.bigInt({ min: 1n, max: 10n ** 30n })
    fc.assert(
      fc.property(reserve, reserve, reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 6n }), (a, b, c, d, k) => {
        const result = compareV1V2Price(pool(a, b), pool(c, d))!
        const ratio = Number(a * d) / Number(b * c) // the reference, in floating point, away from the edge
        if (Math.abs(ratio - 1) > 0.0501) expect(result.bestPriceWarning).toBe(true)
        if (Math.abs(ratio - 1) < 0.0499) expect(result.bestPriceWarning).toBe(false)
        expect(compareV1V2Price(pool(a * k, b * k), pool(c, d))).toEqual(result)
      }),
    )
  })
})
