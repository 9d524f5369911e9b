import { describe, expect, it } from 'vitest'
import { InvalidHexError } from '../../../src/domain/errors/InvalidHexError'
import { buildAddLiquidityCall } from '../../../src/domain/liquidity/buildAddLiquidityCall'
import { buildRemoveLiquidityCalls } from '../../../src/domain/liquidity/buildRemoveLiquidityCalls'
import { splitSignature } from '../../../src/domain/liquidity/splitSignature'
import { hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdt = { currency: hecoUsdt, raw: 10_000n }
const ht = { currency: hecoHt, raw: 2_000n }
const wht = { currency: hecoWht, raw: 2_000n }
const signature = { v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}` }

describe('buildAddLiquidityCall', () => {
  it('sends addLiquidity with slippage minimums, or the exact amounts for the first provider', () => {
    expect(
      buildAddLiquidityCall({ amountA: usdt, amountB: wht, noLiquidity: false, slippageBips: 50, to, deadline: 9n }),
    ).toEqual({
      methodName: 'addLiquidity',
      args: [hecoUsdt.address, hecoWht.address, 10_000n, 2_000n, 9_950n, 1_990n, to, 9n],
      value: 0n,
    })
    const first = buildAddLiquidityCall({
      amountA: usdt,
      amountB: wht,
      noLiquidity: true,
      slippageBips: 50,
      to,
      deadline: 9n,
    })
    expect(first.args.slice(4, 6)).toEqual([10_000n, 2_000n])
  })

  it('sends addLiquidityETH with the native amount as value, whichever side holds it', () => {
    expect(
      buildAddLiquidityCall({ amountA: ht, amountB: usdt, noLiquidity: false, slippageBips: 100, to, deadline: 9n }),
    ).toEqual({
      methodName: 'addLiquidityETH',
      args: [hecoUsdt.address, 10_000n, 9_900n, 1_980n, to, 9n],
      value: 2_000n,
    })
  })
})

describe('buildRemoveLiquidityCalls', () => {
  const base = { liquidity: 500n, slippageBips: 50, to, deadline: 9n }

  it('tries removeLiquidityETH, then its fee-on-transfer form, for the native coin; WithPermit with a signature', () => {
    const approved = buildRemoveLiquidityCalls({ ...base, amountA: ht, amountB: usdt, signature: undefined })
    expect(approved.map((call) => call.methodName)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    expect(approved[0]?.args).toEqual([hecoUsdt.address, 500n, 9_950n, 1_990n, to, 9n])
    const signed = buildRemoveLiquidityCalls({ ...base, amountA: ht, amountB: usdt, signature })
    expect(signed.map((call) => call.methodName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    expect(signed[1]?.args.slice(6)).toEqual([false, 27, signature.r, signature.s])
  })

  it('removes a token pair with removeLiquidity, or removeLiquidityWithPermit', () => {
    const calls = buildRemoveLiquidityCalls({ ...base, amountA: usdt, amountB: wht, signature })
    expect(calls).toEqual([
      {
        methodName: 'removeLiquidityWithPermit',
        args: [hecoUsdt.address, hecoWht.address, 500n, 9_950n, 1_990n, to, 9n, false, 27, signature.r, signature.s],
        value: 0n,
      },
    ])
  })
})

describe('splitSignature', () => {
  it('splits r, s and v, and lifts a v of 0 or 1 to 27 or 28', () => {
    expect(splitSignature(`0x${'11'.repeat(32)}${'22'.repeat(32)}1c`)).toEqual({ ...signature, v: 28 })
    expect(splitSignature(`0x${'11'.repeat(32)}${'22'.repeat(32)}00`).v).toBe(27)
    expect(() => splitSignature('0x1234')).toThrow(InvalidHexError)
  })
})
