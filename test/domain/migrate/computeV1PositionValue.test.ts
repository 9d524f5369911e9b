import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeV1PositionValue } from '../../../src/domain/migrate/computeV1PositionValue'

describe('computeV1PositionValue', () => {
  it('is the share of each reserve, rounded down as V1’s removeLiquidity', () => {
    expect(computeV1PositionValue({ liquidity: 1n, totalSupply: 3n, ethReserve: 10n, tokenReserve: 20n })).toEqual({
      eth: 3n,
      token: 6n,
    })
    expect(
      computeV1PositionValue({ liquidity: 10n ** 18n, totalSupply: 10n ** 18n, ethReserve: 7n, tokenReserve: 9n }),
    ).toEqual({ eth: 7n, token: 9n })
  })

  it('is nothing for an empty exchange', () => {
    expect(computeV1PositionValue({ liquidity: 0n, totalSupply: 0n, ethReserve: 0n, tokenReserve: 0n })).toEqual({
      eth: 0n,
      token: 0n,
    })
  })

  it('never exceeds the reserves and splits them without creating any wei', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 30n })
    fc.assert(
      fc.property(amount, amount, fc.bigInt({ min: 1n, max: 10n ** 30n }), amount, (eth, token, supply, split) => {
        const mine = split % (supply + 1n)
        const a = computeV1PositionValue({ liquidity: mine, totalSupply: supply, ethReserve: eth, tokenReserve: token })
        const b = computeV1PositionValue({
          liquidity: supply - mine,
          totalSupply: supply,
          ethReserve: eth,
          tokenReserve: token,
        })
        expect(a.eth + b.eth <= eth && a.token + b.token <= token).toBe(true)
        expect(eth - (a.eth + b.eth) <= 1n && token - (a.token + b.token) <= 1n).toBe(true)
      }),
    )
  })
})
