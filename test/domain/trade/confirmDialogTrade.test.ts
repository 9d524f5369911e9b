import { describe, expect, it } from 'vitest'
import { confirmDialogTrade } from '../../../src/domain/trade/confirmDialogTrade'
import { createPair } from '../../../src/domain/trade/createPair'
import { findBestTrade } from '../../../src/domain/trade/findBestTrade'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { hecoConfig, hecoHusd, hecoUsdt } from '../support/fixtures'

const E18 = 10n ** 18n

function tradeAt(reserveUsdt: bigint) {
  const pair = createPair(
    hecoConfig,
    { currency: hecoUsdt, raw: reserveUsdt * E18 },
    { currency: hecoHusd, raw: 1_000n * 10n ** 8n },
  )
  const trade = findBestTrade(new PairIndex([pair]), TradeType.EXACT_INPUT, { currency: hecoUsdt, raw: E18 }, hecoHusd)
  if (!trade) throw new Error('no trade')
  return trade
}

describe('confirmDialogTrade', () => {
  const accepted = tradeAt(1_000n)
  const moved = tradeAt(1_100n)

  it('shows the moved trade at once while the dialog waits for Confirm (Price Updated with the new figures)', () => {
    expect(confirmDialogTrade(accepted, moved, false)).toBe(moved)
    expect(confirmDialogTrade(accepted, moved, false).outputAmount.raw).not.toBe(accepted.outputAmount.raw)
  })

  it('keeps the accepted trade while it is sent, and when the form has no trade', () => {
    expect(confirmDialogTrade(accepted, moved, true)).toBe(accepted)
    expect(confirmDialogTrade(accepted, undefined, false)).toBe(accepted)
  })
})
