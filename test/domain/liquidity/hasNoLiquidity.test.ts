import { describe, expect, it } from 'vitest'
import { hasNoLiquidity } from '../../../src/domain/liquidity/hasNoLiquidity'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoHusd, hecoUsdt } from '../support/fixtures'

const pairWith = (raw0: bigint, raw1: bigint) =>
  createPair(hecoConfig, { currency: hecoUsdt, raw: raw0 }, { currency: hecoHusd, raw: raw1 })

describe('hasNoLiquidity', () => {
  it('is the first provider without a pair, with zero supply, or with an empty reserve', () => {
    expect(hasNoLiquidity('NOT_EXISTS', undefined, undefined)).toBe(true)
    expect(hasNoLiquidity('EXISTS', 0n, pairWith(5n, 5n))).toBe(true)
    expect(hasNoLiquidity('EXISTS', 10n, pairWith(0n, 5n))).toBe(true)
  })

  it('is not while the pair loads, nor for a pair with supply and reserves', () => {
    expect(hasNoLiquidity('LOADING', undefined, undefined)).toBe(false)
    expect(hasNoLiquidity('EXISTS', 10n, pairWith(5n, 5n))).toBe(false)
  })
})
