import { JSBI, TokenAmount } from '@uniswap/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityMintedError } from '../../../src/domain/errors/InsufficientLiquidityMintedError'
import { TokenNotInPairError } from '../../../src/domain/errors/TokenNotInPairError'
import { computeLiquidityMinted } from '../../../src/domain/liquidity/computeLiquidityMinted'
import { computeProtocolFeeLiquidity } from '../../../src/domain/liquidity/computeProtocolFeeLiquidity'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoHt, hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'
import { emptyPool, grownPool, grownPoolKLast, grownPoolSupply } from '../support/liquidityPairs'
import { toSdkPair } from '../support/toSdkPair'
import { toSdkToken } from '../support/toSdkToken'

const usdt = (raw: bigint) => ({ currency: hecoUsdt, raw })
const wht = (raw: bigint) => ({ currency: hecoWht, raw })

describe('computeLiquidityMinted', () => {
  it('mints √(a × b) − 1000 to the first provider', () => {
    expect(computeLiquidityMinted(emptyPool, 0n, usdt(4_000_000n), wht(1_000_000n))).toBe(1_999_000n)
  })

  it('refuses a first deposit at or below the locked 1000', () => {
    expect(() => computeLiquidityMinted(emptyPool, 0n, usdt(1_000n), wht(1_000n))).toThrow(
      InsufficientLiquidityMintedError,
    )
    expect(computeLiquidityMinted(emptyPool, 0n, usdt(1_001n), wht(1_001n))).toBe(1n)
  })

  it('mints the smaller ratio to later providers, in either argument order and with HT for WHT', () => {
    expect(computeLiquidityMinted(grownPool, grownPoolSupply, usdt(2_000n), wht(110n))).toBe(316n)
    expect(computeLiquidityMinted(grownPool, grownPoolSupply, { currency: hecoHt, raw: 110n }, usdt(1_100n))).toBe(316n)
  })

  it('counts the protocol fee minted first when the fee is on', () => {
    const feeOn = { feeOn: true, kLast: grownPoolKLast } as const
    expect(computeProtocolFeeLiquidity(grownPool, grownPoolSupply, feeOn)).toBe(48n)
    expect(computeLiquidityMinted(grownPool, grownPoolSupply, usdt(1_100n), wht(110n), feeOn)).toBe(321n)
  })

  it('rejects amounts of another token', () => {
    expect(() => computeLiquidityMinted(grownPool, grownPoolSupply, usdt(1n), { currency: hecoHusd, raw: 1n })).toThrow(
      TokenNotInPairError,
    )
  })

  const pools = fc.record({
    reserve0: fc.bigInt({ min: 1n, max: MAX_UINT112 }),
    reserve1: fc.bigInt({ min: 1n, max: MAX_UINT112 }),
    supply: fc.bigInt({ min: 1n, max: MAX_UINT112 }),
    amount0: fc.bigInt({ min: 0n, max: MAX_UINT112 }),
    amount1: fc.bigInt({ min: 0n, max: MAX_UINT112 }),
    kLast: fc.bigInt({ min: 0n, max: MAX_UINT112 }),
  })

  it('equals @uniswap/sdk’s Pair.getLiquidityMinted with the fee off', () => {
    fc.assert(
      fc.property(pools, ({ reserve0, reserve1, supply, amount0, amount1 }) => {
        const pair = createPair(hecoConfig, wht(reserve0), usdt(reserve1))
        const sdkPair = toSdkPair(pair)
        let expected: bigint | 'error'
        try {
          expected = BigInt(
            sdkPair
              .getLiquidityMinted(
                new TokenAmount(sdkPair.liquidityToken, JSBI.BigInt(supply.toString())),
                new TokenAmount(toSdkToken(hecoWht), JSBI.BigInt(amount0.toString())),
                new TokenAmount(toSdkToken(hecoUsdt), JSBI.BigInt(amount1.toString())),
              )
              .raw.toString(),
          )
        } catch {
          expected = 'error'
        }
        let actual: bigint | 'error'
        try {
          actual = computeLiquidityMinted(pair, supply, wht(amount0), usdt(amount1))
        } catch {
          actual = 'error'
        }
        expect(actual).toBe(expected)
      }),
      { numRuns: 200 },
    )
  })

  it('never mints more than the deposit’s proportional share of the pool, fee on or off', () => {
    fc.assert(
      fc.property(pools, fc.boolean(), ({ reserve0, reserve1, supply, amount0, amount1, kLast }, feeOn) => {
        const pair = createPair(hecoConfig, wht(reserve0), usdt(reserve1))
        const protocolFee = feeOn ? ({ feeOn: true, kLast } as const) : ({ feeOn: false } as const)
        let minted: bigint
        try {
          minted = computeLiquidityMinted(pair, supply, wht(amount0), usdt(amount1), protocolFee)
        } catch (error) {
          expect(error).toBeInstanceOf(InsufficientLiquidityMintedError)
          return
        }
        const supplyBefore = supply + computeProtocolFeeLiquidity(pair, supply, protocolFee)
        // minted / (supplyBefore + minted) ≤ amount / (reserve + amount), for both tokens
        expect(minted * (reserve0 + amount0)).toBeLessThanOrEqual(amount0 * (supplyBefore + minted))
        expect(minted * (reserve1 + amount1)).toBeLessThanOrEqual(amount1 * (supplyBefore + minted))
      }),
      { numRuns: 300 },
    )
  })
})
