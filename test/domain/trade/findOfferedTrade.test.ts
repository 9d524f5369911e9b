import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError } from '../../../src/domain/errors/InsufficientLiquidityError'
import { findOfferedTrade } from '../../../src/domain/trade/findOfferedTrade'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoHt, hecoUsdt } from '../support/fixtures'
import { market, mdxUsdt, tinyWhtMdx, usdtWht } from '../support/mispricedMarket'
import { hecoMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const E17 = 10n ** 17n

/** The router's getAmountOut. */
const out = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
/** The router's getAmountIn. */
const into = (amountOut: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n

const sell = (raw: bigint) => ({ currency: hecoHt, raw })

describe('findOfferedTrade', () => {
  it('routes around the best route when its price impact blocks it, and keeps that route to show', () => {
    // 0.5 HT through the tiny pool pays about 9.98 USDT at about 20% impact; the deep pool pays 4.98 USDT.
    const offered = findOfferedTrade(market, TradeType.EXACT_INPUT, sell(5n * E17), hecoUsdt, false)
    expect(offered.trade.route.pairs).toEqual([usdtWht])
    expect(offered.trade.outputAmount.raw).toBe(out(5n * E17, 1_000n * E18, 10_000n * E18))
    expect(offered.blockedBest?.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
    const throughTiny = out(out(5n * E17, 2n * E18, 50n * E18), 1_000_000n * E18, 1_000_000n * E18)
    expect(offered.blockedBest?.outputAmount.raw).toBe(throughTiny)
    expect(throughTiny).toBeGreaterThan(offered.trade.outputAmount.raw)
  })

  it('buys an exact output around a blocking route too', () => {
    const offered = findOfferedTrade(
      market,
      TradeType.EXACT_OUTPUT,
      { currency: hecoUsdt, raw: 10n * E18 },
      hecoHt,
      false,
    )
    expect(offered.trade.route.pairs).toEqual([usdtWht])
    expect(offered.trade.inputAmount.raw).toBe(into(10n * E18, 1_000n * E18, 10_000n * E18))
    expect(offered.blockedBest?.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
  })

  it.each([
    ['the best route is not blocked (0.1 HT: under 5% impact through the tiny pool)', E17, false],
    ['expert mode unblocks the best route', 5n * E17, true],
  ])('offers the best route alone when %s', (_case, raw, expertMode) => {
    const offered = findOfferedTrade(market, TradeType.EXACT_INPUT, sell(raw), hecoUsdt, expertMode)
    expect(offered.trade.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
    expect(offered.blockedBest).toBeUndefined()
  })

  it('offers the blocked best route when every route is blocked, and throws when none fills the trade', () => {
    const tinyOnly = new PairIndex([tinyWhtMdx, mdxUsdt])
    const offered = findOfferedTrade(tinyOnly, TradeType.EXACT_INPUT, sell(5n * E17), hecoUsdt, false)
    expect(offered.trade.route.pairs).toEqual([tinyWhtMdx, mdxUsdt])
    expect(offered.blockedBest).toBeUndefined()
    expect(() =>
      findOfferedTrade(tinyOnly, TradeType.EXACT_OUTPUT, { currency: hecoMdx, raw: 50n * E18 }, hecoHt, false),
    ).toThrow(InsufficientLiquidityError)
  })
})
