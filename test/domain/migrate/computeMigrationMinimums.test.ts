import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeMigrationMinimums } from '../../../src/domain/migrate/computeMigrationMinimums'

describe('computeMigrationMinimums', () => {
  it('is 99.5% of the V1 amounts for a new pair', () => {
    expect(computeMigrationMinimums({ eth: 10_000n, token: 3_000n }, undefined)).toEqual({
      amountTokenMin: 2_985n,
      amountETHMin: 9_950n,
    })
    expect(computeMigrationMinimums({ eth: 10_000n, token: 3_000n }, { ethReserve: 0n, tokenReserve: 0n })).toEqual({
      amountTokenMin: 2_985n,
      amountETHMin: 9_950n,
    })
  })

  it('prices each side from the other at the pair’s price, then takes 99.5%', () => {
    expect(computeMigrationMinimums({ eth: 1_000n, token: 2_000n }, { ethReserve: 1n, tokenReserve: 2n })).toEqual({
      amountTokenMin: 1_990n,
      amountETHMin: 995n,
    })
    // V1 10% cheaper than a pair at 1.1: the pair takes all the native coin and 909 tokens; the token minimum is under it
    expect(
      computeMigrationMinimums({ eth: 1_000n, token: 1_000n }, { ethReserve: 1_100n, tokenReserve: 1_000n }),
    ).toEqual({ amountTokenMin: 904n, amountETHMin: 1_094n })
  })

  it('leaves the side the router prices (as addLiquidityETH would) at or above its minimum', () => {
    const amount = fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n })
    fc.assert(
      fc.property(amount, amount, amount, amount, (eth, token, ethReserve, tokenReserve) => {
        const { amountTokenMin, amountETHMin } = computeMigrationMinimums({ eth, token }, { ethReserve, tokenReserve })
        const ethOptimal = (token * ethReserve) / tokenReserve // the router's quote for all the tokens
        if (ethOptimal <= eth) expect(ethOptimal >= amountETHMin).toBe(true)
        else expect((eth * tokenReserve) / ethReserve >= amountTokenMin).toBe(true)
      }),
    )
  })
})
