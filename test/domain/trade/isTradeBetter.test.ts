import { describe, expect, it } from 'vitest'
import { TradesNotComparableError } from '../../../src/domain/errors/TradesNotComparableError'
import { isTradeBetter } from '../../../src/domain/trade/isTradeBetter'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoHt, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const direct = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), 100n * E18, TradeType.EXACT_INPUT)
const viaWht = createTrade(createRoute([usdtWht, whtMdx], hecoUsdt, hecoMdx), 100n * E18, TradeType.EXACT_INPUT)

describe('isTradeBetter', () => {
  it('says whether B beats A by the margin: through WHT pays 194.9 MDX against 90.7 directly', () => {
    expect(isTradeBetter(direct, viaWht)).toBe(true)
    expect(isTradeBetter(viaWht, direct)).toBe(false)
    expect(isTradeBetter(direct, direct)).toBe(false)
    expect(isTradeBetter(direct, viaWht, { numerator: 114n, denominator: 100n })).toBe(true)
    expect(isTradeBetter(direct, viaWht, { numerator: 115n, denominator: 100n })).toBe(false)
  })

  it('handles missing trades as the interface does', () => {
    expect(isTradeBetter(direct, undefined)).toBe(false)
    expect(isTradeBetter(undefined, direct)).toBe(true)
    expect(isTradeBetter(undefined, undefined)).toBeUndefined()
  })

  it('throws ‘Trades are not comparable’ for other types or currencies', () => {
    const exactOut = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), E18, TradeType.EXACT_OUTPUT)
    const fromHt = createTrade(createRoute([usdtWht, usdtMdx], hecoHt, hecoMdx), E18, TradeType.EXACT_INPUT)
    const toUsdt = createTrade(createRoute([usdtMdx], hecoMdx, hecoUsdt), E18, TradeType.EXACT_INPUT)
    expect(() => isTradeBetter(direct, exactOut)).toThrow(TradesNotComparableError)
    expect(() => isTradeBetter(direct, fromHt)).toThrow('Trades are not comparable')
    expect(() => isTradeBetter(direct, toUsdt)).toThrow(TradesNotComparableError)
  })
})
