import { describe, expect, it } from 'vitest'
import { LiquidityExceedsSupplyError } from '../../../src/domain/errors/LiquidityExceedsSupplyError'
import { computePoolShare } from '../../../src/domain/liquidity/computePoolShare'

describe('computePoolShare', () => {
  it('is the LP balance over the supply', () => {
    expect(computePoolShare(25n, 100n)).toEqual({ numerator: 25n, denominator: 100n })
    expect(computePoolShare(0n, 0n)).toEqual({ numerator: 0n, denominator: 1n })
  })

  it('previews a deposit’s share with the supply after minting', () => {
    const minted = 316n
    expect(computePoolShare(minted, 3_162n + minted)).toEqual({ numerator: 316n, denominator: 3_478n })
  })

  it('refuses a balance above the supply or below zero', () => {
    expect(() => computePoolShare(101n, 100n)).toThrow(LiquidityExceedsSupplyError)
    expect(() => computePoolShare(-1n, 100n)).toThrow(LiquidityExceedsSupplyError)
  })
})
