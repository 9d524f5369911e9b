import { describe, expect, it } from 'vitest'
import { priceImpactConfirmation } from '../../../src/domain/trade/priceImpactConfirmation'

const bips = (value: bigint) => ({ numerator: value, denominator: 10_000n })

describe('priceImpactConfirmation', () => {
  it.each([
    [0n, 'none', 'none'],
    [499n, 'none', 'none'],
    [500n, 'confirm', 'confirm'],
    [999n, 'confirm', 'confirm'],
    [1_000n, 'typed-confirm', 'typed-confirm'],
    [1_499n, 'typed-confirm', 'typed-confirm'],
    [1_500n, 'blocked', 'typed-confirm'],
    [9_000n, 'blocked', 'typed-confirm'],
  ])('%s bips asks for %s, or %s in expert mode', (impact, normal, expert) => {
    expect(priceImpactConfirmation(bips(impact), { expertMode: false })).toBe(normal)
    expect(priceImpactConfirmation(bips(impact), { expertMode: true })).toBe(expert)
  })
})
