import type { Ratio } from '../math/Ratio'
import { computePriceImpact } from './computePriceImpact'
import type { Trade } from './Trade'
import { BIPS_BASE, SWAP_FEE_BIPS } from './tradeConstants'

/** The parts of a trade's price impact: what the LP fee takes and what the curve takes. */
export interface TradePriceBreakdown {
  /** The share of the input kept by liquidity providers: 1 − 0.997^hops. */
  readonly realizedLpFee: Ratio
  /** That share in raw units of the input currency, rounded down. */
  readonly realizedLpFeeAmount: bigint
  /** The price impact minus the LP fee: what the trade's size alone costs; severity and confirmations use it. */
  readonly priceImpactWithoutFee: Ratio
}

/**
 * Splits a trade's price impact into the LP fee (0.3% per hop, compounded) and the rest, as the Uniswap V2 interface's
 * `computeTradePriceBreakdown` does.
 *
 * @example computeTradePriceBreakdown(twoHopTrade).realizedLpFee // { numerator: 599_100n, denominator: 100_000_000n }: 0.5991%
 */
export function computeTradePriceBreakdown(trade: Trade): TradePriceBreakdown {
  const hops = BigInt(trade.route.pairs.length)
  const denominator = BIPS_BASE ** hops
  const realizedLpFee = { numerator: denominator - (BIPS_BASE - SWAP_FEE_BIPS) ** hops, denominator }
  const impact = computePriceImpact(trade)
  return {
    realizedLpFee,
    realizedLpFeeAmount: (realizedLpFee.numerator * trade.inputAmount.raw) / denominator,
    priceImpactWithoutFee: {
      numerator: impact.numerator * denominator - realizedLpFee.numerator * impact.denominator,
      denominator: impact.denominator * denominator,
    },
  }
}
