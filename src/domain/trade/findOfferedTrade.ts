import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { InsufficientLiquidityError } from '../errors/InsufficientLiquidityError'
import { computeTradePriceBreakdown } from './computeTradePriceBreakdown'
import { findBestTrade } from './findBestTrade'
import type { PairIndex } from './PairIndex'
import { priceImpactConfirmation } from './priceImpactConfirmation'
import type { Trade } from './Trade'
import type { TradeType } from './TradeType'

/** The trade a swap offers, and the better-paying one it routes around when that one's price impact blocks it. */
export interface OfferedTrade {
  /** The trade to quote and send. */
  readonly trade: Trade
  /** The best-output trade, when its price impact blocks it and `trade` is the best route that is not blocked. */
  readonly blockedBest: Trade | undefined
}

/**
 * The trade to offer for a swap: the best route (`findBestTrade`), unless its price impact blocks it (15% or more
 * outside expert mode) while another route is not blocked — then the best such route, with the blocked one beside it
 * to show. A tiny pool priced far from the market otherwise pulls every trade through itself at a blocking impact
 * although a fair route exists. Without an unblocked route the best trade is offered, blocked, as before.
 *
 * @throws InsufficientLiquidityError and EtherToEtherError as `findBestTrade`.
 * @example findOfferedTrade(index, TradeType.EXACT_INPUT, { currency: ht, raw: 10n ** 17n }, usdt, false).blockedBest
 */
export function findOfferedTrade(
  index: PairIndex,
  tradeType: TradeType,
  amount: CurrencyAmount,
  otherCurrency: Currency,
  expertMode: boolean,
): OfferedTrade {
  const blocked = (trade: Trade) =>
    priceImpactConfirmation(computeTradePriceBreakdown(trade).priceImpactWithoutFee, { expertMode }) === 'blocked'
  const best = findBestTrade(index, tradeType, amount, otherCurrency)
  if (!blocked(best)) return { trade: best, blockedBest: undefined }
  try {
    const trade = findBestTrade(index, tradeType, amount, otherCurrency, (candidate) => !blocked(candidate))
    return { trade, blockedBest: best }
  } catch (error) {
    if (error instanceof InsufficientLiquidityError) return { trade: best, blockedBest: undefined }
    throw error
  }
}
