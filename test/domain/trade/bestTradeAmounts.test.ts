import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createTrade } from '../support/createTrade'
import { tradeArbitrary } from '../support/randomTrades'

describe('bestTradeExactIn and bestTradeExactOut amounts', () => {
  it('are, hop by hop along the path, what @uniswap/sdk’s pairs pay (the router’s getAmountsOut/getAmountsIn)', () => {
    fc.assert(
      fc.property(tradeArbitrary, (trade) => {
        const exact = trade.tradeType === 'EXACT_INPUT' ? trade.inputAmount.raw : trade.outputAmount.raw
        expect(trade.amounts).toEqual(createTrade(trade.route, exact, trade.tradeType).amounts)
      }),
      { numRuns: 100 },
    )
  })
})
