import { JSBI, Pair as SdkPair, TokenAmount } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InsufficientReservesError } from '../../../src/domain/errors/InsufficientReservesError'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { getAmountIn } from '../../../src/domain/trade/getAmountIn'
import { toSdkToken } from '../../../src/domain/trade/sdk/toSdkToken'
import { hecoUsdt, hecoWht } from '../support/fixtures'

const reserve = fc.bigInt({ min: 1n, max: MAX_UINT112 })

describe('getAmountIn', () => {
  it.each([
    [987n, 100_000n, 100_000n, 1000n],
    [50n * 10n ** 18n, 1000n * 10n ** 18n, 1000n * 10n ** 18n, 52_789_948_793_749_670_063n],
    [0n, 10n, 10n, 1n],
    [9n, 1n, 10n, 10n],
  ])('%s out against reserves %s/%s costs %s', (amountOut, reserveIn, reserveOut, expected) => {
    expect(getAmountIn(amountOut, reserveIn, reserveOut)).toBe(expected)
  })

  it('throws InsufficientReservesError for an empty pool or an output at or above the reserve', () => {
    expect(() => getAmountIn(10n, 100n, 10n)).toThrow(InsufficientReservesError)
    expect(() => getAmountIn(11n, 100n, 10n)).toThrow(InsufficientReservesError)
    expect(() => getAmountIn(1n, 0n, 10n)).toThrow(InsufficientReservesError)
  })

  it('equals @uniswap/sdk’s Pair.getInputAmount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_UINT112 }), reserve, reserve, (amountOut, reserveIn, reserveOut) => {
        fc.pre(amountOut < reserveOut)
        const pair = new SdkPair(
          new TokenAmount(toSdkToken(hecoUsdt), JSBI.BigInt(reserveIn.toString())),
          new TokenAmount(toSdkToken(hecoWht), JSBI.BigInt(reserveOut.toString())),
        )
        const [input] = pair.getInputAmount(new TokenAmount(toSdkToken(hecoWht), JSBI.BigInt(amountOut.toString())))
        expect(getAmountIn(amountOut, reserveIn, reserveOut)).toBe(BigInt(input.raw.toString()))
      }),
      { numRuns: 300 },
    )
  })

  it('costs more for more output', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 0n, max: MAX_UINT112 }), (reserveIn, reserveOut, a) => {
        const small = a % reserveOut
        const large = small + (reserveOut - small) / 2n
        expect(getAmountIn(small, reserveIn, reserveOut)).toBeLessThanOrEqual(getAmountIn(large, reserveIn, reserveOut))
      }),
    )
  })
})
