import { describe, expect, it } from 'vitest'
import { executionPriceText } from '../../../src/domain/trade/executionPriceText'
import type { Trade } from '../../../src/domain/trade/Trade'
import { hecoHusd, hecoUsdt } from '../support/fixtures'

/** 3 USDT for 2 HUSD (8 decimals): 0.666667 HUSD per USDT, 1.5 USDT per HUSD. */
const trade = {
  inputAmount: { currency: hecoUsdt, raw: 3n * 10n ** 18n },
  outputAmount: { currency: hecoHusd, raw: 2n * 10n ** 8n },
} as Trade

describe('executionPriceText', () => {
  it.each([
    [false, { price: '0.666667', base: 'USDT', quote: 'HUSD' }],
    [true, { price: '1.5', base: 'HUSD', quote: 'USDT' }],
  ])('inverted %s → %j', (inverted, expected) => {
    expect(executionPriceText(trade, inverted)).toEqual(expected)
  })
})
