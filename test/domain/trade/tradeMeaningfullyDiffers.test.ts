import { describe, expect, it } from 'vitest'
import { createPair } from '../../../src/domain/trade/createPair'
import { findBestTrade } from '../../../src/domain/trade/findBestTrade'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { tradeMeaningfullyDiffers } from '../../../src/domain/trade/tradeMeaningfullyDiffers'
import { hecoConfig, hecoHusd, hecoUsdt } from '../support/fixtures'

const E18 = 10n ** 18n

function tradeAt(reserveUsdt: bigint, tradeType: TradeType = TradeType.EXACT_INPUT, raw = E18) {
  const pair = createPair(
    hecoConfig,
    { currency: hecoUsdt, raw: reserveUsdt * E18 },
    { currency: hecoHusd, raw: 1_000n * 10n ** 8n },
  )
  const index = new PairIndex([pair])
  return tradeType === TradeType.EXACT_INPUT
    ? findBestTrade(index, tradeType, { currency: hecoUsdt, raw }, hecoHusd)
    : findBestTrade(index, tradeType, { currency: hecoHusd, raw }, hecoUsdt)
}

describe('tradeMeaningfullyDiffers', () => {
  it('is false for the same trade at the same reserves', () => {
    expect(tradeMeaningfullyDiffers(tradeAt(1_000n), tradeAt(1_000n))).toBe(false)
  })

  it('is true once the reserves moved the output', () => {
    expect(tradeMeaningfullyDiffers(tradeAt(1_000n), tradeAt(1_100n))).toBe(true)
  })

  it('is true for another trade type, direction or amount', () => {
    expect(tradeMeaningfullyDiffers(tradeAt(1_000n), tradeAt(1_000n, TradeType.EXACT_OUTPUT, 10n ** 6n))).toBe(true)
    expect(tradeMeaningfullyDiffers(tradeAt(1_000n), tradeAt(1_000n, TradeType.EXACT_INPUT, 2n * E18))).toBe(true)
  })
})
