import { describe, expect, it } from 'vitest'
import { Field } from '../../../src/domain/input/SwapState'
import { swapAmountTexts } from '../../../src/domain/swap/swapAmountTexts'
import type { Trade } from '../../../src/domain/trade/Trade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'

/** A trade of 1.5 USDT for 2.99876 HUSD (8 decimals); only its amounts are read. */
const trade = {
  tradeType: TradeType.EXACT_INPUT,
  inputAmount: { currency: hecoUsdt, raw: 1_500_000_000_000_000_000n },
  outputAmount: { currency: hecoHusd, raw: 299_876_000n },
} as Trade
const inputSide = { independentField: Field.INPUT, typedValue: '1.5' }
const outputSide = { independentField: Field.OUTPUT, typedValue: '2.99876' }

describe('swapAmountTexts', () => {
  it.each([
    ['the output from the trade, 4 digits down', inputSide, false, trade, { INPUT: '1.5', OUTPUT: '2.998' }],
    ['the input from the trade', outputSide, false, trade, { INPUT: '1.5', OUTPUT: '2.99876' }],
    ['nothing without a trade', inputSide, false, undefined, { INPUT: '1.5', OUTPUT: '' }],
    [
      'the same amount in full for a wrap',
      { ...inputSide, typedValue: '1.25' },
      true,
      trade,
      { INPUT: '1.25', OUTPUT: '1.25' },
    ],
    [
      'the same amount on the input side too',
      { ...outputSide, typedValue: '0.5' },
      true,
      undefined,
      { INPUT: '0.5', OUTPUT: '0.5' },
    ],
  ])('%s', (_case, state, wrap, withTrade, expected) => {
    const typed = state.typedValue.split('.')
    const raw = BigInt(typed[0]!) * 10n ** 18n + BigInt((typed[1] ?? '').padEnd(18, '0'))
    const amount = wrap ? { currency: hecoHt, raw } : undefined
    expect(swapAmountTexts(state, { wrap, amount, trade: withTrade })).toEqual(expected)
  })
})
