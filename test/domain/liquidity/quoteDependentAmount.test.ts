import { describe, expect, it } from 'vitest'
import { InsufficientReservesError } from '../../../src/domain/errors/InsufficientReservesError'
import { quoteDependentAmount } from '../../../src/domain/liquidity/quoteDependentAmount'

describe('quoteDependentAmount', () => {
  it.each([
    [10n, 1_000n, 4_000n, 40n],
    [1n, 3n, 2n, 0n],
    [10n ** 18n, 1_100n * 10n ** 18n, 11_000n * 10n ** 6n, 10_000_000n],
  ])('%s against reserves %s/%s asks for %s', (amount, reserveA, reserveB, expected) => {
    expect(quoteDependentAmount(amount, reserveA, reserveB)).toBe(expected)
  })

  it('has no answer for an empty pool, whose first provider sets the price', () => {
    expect(() => quoteDependentAmount(1n, 0n, 0n)).toThrow(InsufficientReservesError)
  })
})
