import { describe, expect, it } from 'vitest'
import { EtherToEtherError } from '../../../src/domain/errors/EtherToEtherError'
import { InsufficientLiquidityError } from '../../../src/domain/errors/InsufficientLiquidityError'
import { createPair } from '../../../src/domain/trade/createPair'
import { findBestTrade } from '../../../src/domain/trade/findBestTrade'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoConfig, hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'
import { hecoMdx, marketIndex, usdtWht, whtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n

describe('findBestTrade', () => {
  it('takes the longer route when it pays at least 0.5% more', () => {
    const trade = findBestTrade(marketIndex, TradeType.EXACT_INPUT, { currency: hecoUsdt, raw: 100n * E18 }, hecoMdx)
    expect(trade.route.pairs).toEqual([usdtWht, whtMdx])
    const exactOut = findBestTrade(marketIndex, TradeType.EXACT_OUTPUT, { currency: hecoMdx, raw: 50n * E18 }, hecoUsdt)
    expect(exactOut.route.pairs).toEqual([usdtWht, whtMdx])
  })

  it('keeps the direct route when the longer one pays less than 0.5% more', () => {
    // Through WHT pays about 0.2% more than the direct pool, not enough for a second hop.
    const direct = createPair(
      hecoConfig,
      { currency: hecoUsdt, raw: 10_000n * E18 },
      { currency: hecoMdx, raw: 19_900n * E18 },
    )
    const index = new PairIndex([usdtWht, whtMdx, direct])
    const trade = findBestTrade(index, TradeType.EXACT_INPUT, { currency: hecoUsdt, raw: E18 }, hecoMdx)
    expect(trade.route.pairs).toEqual([direct])
  })

  it('throws ‘Insufficient liquidity for this trade.’ when nothing fills it, and ‘ETHER to ETHER’ for HT to HT', () => {
    const noRoute = () =>
      findBestTrade(marketIndex, TradeType.EXACT_OUTPUT, { currency: hecoHusd, raw: 10n ** 20n }, hecoMdx)
    expect(noRoute).toThrow(InsufficientLiquidityError)
    expect(noRoute).toThrow('Insufficient liquidity for this trade.')
    expect(() => findBestTrade(marketIndex, TradeType.EXACT_INPUT, { currency: hecoHt, raw: E18 }, hecoHt)).toThrow(
      EtherToEtherError,
    )
  })
})
