import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeProtocolFeeLiquidity } from '../../../src/domain/liquidity/computeProtocolFeeLiquidity'
import { sqrt } from '../../../src/domain/math/sqrt'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoUsdt, hecoWht } from '../support/fixtures'
import { grownPool, grownPoolKLast, grownPoolSupply } from '../support/liquidityPairs'

describe('computeProtocolFeeLiquidity', () => {
  it('mints 48 LP to feeTo when √k grew from 3162 to 3478 on a supply of 3162', () => {
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, { feeOn: true, kLast: grownPoolKLast })).toBe(48n)
  })

  it('mints nothing with the fee off, kLast 0, or no growth', () => {
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, { feeOn: false })).toBe(0n)
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, { feeOn: true, kLast: 0n })).toBe(0n)
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, { feeOn: true, kLast: 1_100n * 11_000n })).toBe(0n)
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, { feeOn: true, kLast: 2n * 10n ** 7n })).toBe(0n)
  })

  it('gives feeTo 1/6 of the growth of √k, rounded down', () => {
    const reserve = fc.bigInt({ min: 1n, max: MAX_UINT112 })
    fc.assert(
      fc.property(
        reserve,
        reserve,
        fc.bigInt({ min: 1n, max: MAX_UINT112 }),
        fc.bigInt({ min: 1n, max: 10n ** 60n }),
        (r0, r1, supply, kLast) => {
          const pair = createPair(hecoConfig, { currency: hecoWht, raw: r0 }, { currency: hecoUsdt, raw: r1 })
          const fee = computeProtocolFeeLiquidity(pair, supply, { feeOn: true, kLast })
          const rootK = sqrt(r0 * r1)
          const growth = rootK - sqrt(kLast)
          if (growth <= 0n) {
            expect(fee).toBe(0n)
            return
          }
          // feeTo's share of the new supply, fee / (supply + fee), is growth / (6 √k) before rounding the fee down.
          expect(fee * 6n * rootK).toBeLessThanOrEqual(growth * (supply + fee))
          expect((fee + 1n) * 6n * rootK).toBeGreaterThan(growth * (supply + fee + 1n))
        },
      ),
      { numRuns: 300 },
    )
  })
})
