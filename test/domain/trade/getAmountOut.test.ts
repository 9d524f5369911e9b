import { JSBI, Pair as SdkPair, TokenAmount } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InsufficientInputAmountError } from '../../../src/domain/errors/InsufficientInputAmountError'
import { InsufficientReservesError } from '../../../src/domain/errors/InsufficientReservesError'
import { InvalidAmountError } from '../../../src/domain/errors/InvalidAmountError'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { getAmountIn } from '../../../src/domain/trade/getAmountIn'
import { getAmountOut } from '../../../src/domain/trade/getAmountOut'
import { toSdkToken } from '../../../src/domain/trade/sdk/toSdkToken'
import { hecoUsdt, hecoWht } from '../support/fixtures'

const reserve = fc.bigInt({ min: 1n, max: MAX_UINT112 })
const amount = fc.bigInt({ min: 1n, max: MAX_UINT112 })

describe('getAmountOut', () => {
  it.each([
    [1000n, 100_000n, 100_000n, 987n],
    [10n ** 18n, 1000n * 10n ** 18n, 10_000n * 10n ** 18n, 9_960_069_810_399_032_164n],
    [1n, 1000n, 2000n, 1n],
    [10n ** 30n, 1n, 5n, 4n],
  ])('%s in against reserves %s/%s pays %s', (amountIn, reserveIn, reserveOut, expected) => {
    expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBe(expected)
  })

  it('throws InsufficientInputAmountError when the output rounds to zero, InsufficientReservesError for an empty pool', () => {
    expect(() => getAmountOut(1n, 1000n, 1000n)).toThrow(InsufficientInputAmountError)
    expect(() => getAmountOut(0n, 1000n, 1000n)).toThrow(InsufficientInputAmountError)
    expect(() => getAmountOut(1000n, 0n, 1000n)).toThrow(InsufficientReservesError)
    expect(() => getAmountOut(-1n, 1000n, 1000n)).toThrow(InvalidAmountError)
  })

  it('equals @uniswap/sdk’s Pair.getOutputAmount', () => {
    fc.assert(
      fc.property(amount, reserve, reserve, (amountIn, reserveIn, reserveOut) => {
        const pair = new SdkPair(
          new TokenAmount(toSdkToken(hecoUsdt), JSBI.BigInt(reserveIn.toString())),
          new TokenAmount(toSdkToken(hecoWht), JSBI.BigInt(reserveOut.toString())),
        )
        let expected: bigint | 'error'
        try {
          const [out] = pair.getOutputAmount(new TokenAmount(toSdkToken(hecoUsdt), JSBI.BigInt(amountIn.toString())))
          expected = BigInt(out.raw.toString())
        } catch {
          expected = 'error'
        }
        let actual: bigint | 'error'
        try {
          actual = getAmountOut(amountIn, reserveIn, reserveOut)
        } catch {
          actual = 'error'
        }
        expect(actual).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('never pays out the whole reserve, and pays more for more input', () => {
    fc.assert(
      fc.property(amount, amount, reserve, reserve, (a, b, reserveIn, reserveOut) => {
        const [small, large] = a < b ? [a, b] : [b, a]
        const out = (x: bigint) => (x * 997n * reserveOut) / (reserveIn * 1000n + x * 997n)
        expect(out(large)).toBeLessThan(reserveOut)
        expect(out(small)).toBeLessThanOrEqual(out(large))
      }),
    )
  })

  it('round-trips with getAmountIn: buying the output of x costs at most x, and getAmountIn’s input buys at least the output', () => {
    fc.assert(
      fc.property(amount, reserve, reserve, (x, reserveIn, reserveOut) => {
        let out: bigint
        try {
          out = getAmountOut(x, reserveIn, reserveOut)
        } catch {
          return
        }
        const needed = getAmountIn(out, reserveIn, reserveOut)
        expect(needed).toBeLessThanOrEqual(x)
        expect(getAmountOut(needed, reserveIn, reserveOut)).toBeGreaterThanOrEqual(out)
      }),
      { numRuns: 300 },
    )
  })
})
