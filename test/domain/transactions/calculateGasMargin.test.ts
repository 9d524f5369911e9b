import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateGasMargin } from '../../../src/domain/transactions/calculateGasMargin'

describe('calculateGasMargin', () => {
  it.each([
    [0n, 0n],
    [1n, 1n],
    [9n, 9n],
    [10n, 11n],
    [21_000n, 23_100n],
    [100_001n, 110_001n],
    [123_456n, 135_801n],
  ])('%s → %s', (estimate, limit) => {
    expect(calculateGasMargin(estimate)).toBe(limit)
  })

  it('adds 10%, rounded down', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 64n }), (gas) => {
        const limit = calculateGasMargin(gas)
        expect(limit * 10n <= gas * 11n && gas * 11n < (limit + 1n) * 10n).toBe(true)
      }),
    )
  })
})
