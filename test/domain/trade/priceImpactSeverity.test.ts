import { describe, expect, it } from 'vitest'
import { priceImpactSeverity } from '../../../src/domain/trade/priceImpactSeverity'

const bips = (value: bigint) => ({ numerator: value, denominator: 10_000n })

describe('priceImpactSeverity', () => {
  it.each([
    [-5n, 0],
    [0n, 0],
    [99n, 0],
    [100n, 1],
    [299n, 1],
    [300n, 2],
    [499n, 2],
    [500n, 3],
    [1_499n, 3],
    [1_500n, 4],
    [10_000n, 4],
  ])('%s bips is severity %i', (impact, severity) => {
    expect(priceImpactSeverity(bips(impact))).toBe(severity)
  })

  it('compares exactly: a hair under 1% is still 0', () => {
    expect(priceImpactSeverity({ numerator: 10n ** 30n - 1n, denominator: 10n ** 32n })).toBe(0)
    expect(priceImpactSeverity({ numerator: 10n ** 30n, denominator: 10n ** 32n })).toBe(1)
  })
})
