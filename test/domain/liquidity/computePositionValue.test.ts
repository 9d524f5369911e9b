import { JSBI, TokenAmount } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LiquidityExceedsSupplyError } from '../../../src/domain/errors/LiquidityExceedsSupplyError'
import { computePositionValue } from '../../../src/domain/liquidity/computePositionValue'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoUsdt, hecoWht } from '../support/fixtures'
import { emptyPool, grownPool, grownPoolKLast, grownPoolSupply } from '../support/liquidityPairs'
import { toSdkPair } from '../support/toSdkPair'
import { toSdkToken } from '../support/toSdkToken'

describe('computePositionValue', () => {
  it('values 1000 of 3162 LP at their share of each reserve, rounded down', () => {
    expect(computePositionValue(grownPool, grownPoolSupply, 1_000n)).toEqual({ amount0: 347n, amount1: 3_478n })
  })

  it('values them a little lower with the protocol fee on, which first mints 48 LP to feeTo', () => {
    const value = computePositionValue(grownPool, grownPoolSupply, 1_000n, { feeOn: true, kLast: grownPoolKLast })
    expect(value).toEqual({ amount0: 342n, amount1: 3_426n })
  })

  it('values anything in an empty pool at nothing and refuses more LP than the supply', () => {
    expect(computePositionValue(emptyPool, 0n, 0n)).toEqual({ amount0: 0n, amount1: 0n })
    expect(() => computePositionValue(grownPool, grownPoolSupply, grownPoolSupply + 1n)).toThrow(
      LiquidityExceedsSupplyError,
    )
  })

  it('equals @uniswap/sdk’s Pair.getLiquidityValue, fee on or off', () => {
    const big = fc.bigInt({ min: 1n, max: MAX_UINT112 })
    fc.assert(
      fc.property(
        big,
        big,
        big,
        big,
        fc.bigInt({ min: 0n, max: 10n ** 60n }),
        fc.boolean(),
        (r0, r1, supply, balance, kLast, feeOn) => {
          const liquidity = balance % (supply + 1n)
          const pair = createPair(hecoConfig, { currency: hecoWht, raw: r0 }, { currency: hecoUsdt, raw: r1 })
          const sdkPair = toSdkPair(pair)
          const lp = (raw: bigint) => new TokenAmount(sdkPair.liquidityToken, JSBI.BigInt(raw.toString()))
          const sdkValue = (token: typeof hecoWht) =>
            BigInt(
              sdkPair
                .getLiquidityValue(toSdkToken(token), lp(supply), lp(liquidity), feeOn, JSBI.BigInt(kLast.toString()))
                .raw.toString(),
            )
          const protocolFee = feeOn ? ({ feeOn: true, kLast } as const) : ({ feeOn: false } as const)
          expect(computePositionValue(pair, supply, liquidity, protocolFee)).toEqual({
            amount0: sdkValue(hecoWht),
            amount1: sdkValue(hecoUsdt),
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
