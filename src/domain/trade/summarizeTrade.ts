import { formatPrice } from '../format/formatPrice'
import { formatPriceImpact } from '../format/formatPriceImpact'
import { formatSwapAmount } from '../format/formatSwapAmount'
import { formatUnits } from '../format/formatUnits'
import { computeExecutionPrice } from './computeExecutionPrice'
import { computeSlippageAdjustedAmounts } from './computeSlippageAdjustedAmounts'
import { computeTradePriceBreakdown } from './computeTradePriceBreakdown'
import { type PriceImpactConfirmation, priceImpactConfirmation } from './priceImpactConfirmation'
import { type PriceImpactSeverity, priceImpactSeverity } from './priceImpactSeverity'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'

/** What a person (or a script) is shown of a trade before confirming it: exact raw amounts beside display text. */
export interface TradeSummary {
  tradeType: 'exact-in' | 'exact-out'
  route: string[]
  input: { symbol: string; raw: bigint; exact: string; display: string }
  output: { symbol: string; raw: bigint; exact: string; display: string }
  /** Output per input at the execution price, 6 significant digits. */
  price: string
  priceImpact: string
  severity: PriceImpactSeverity
  /** What confirming needs at this impact: nothing extra, a confirm, the typed word `confirm`, or expert mode. */
  confirmation: PriceImpactConfirmation
  /** Minimum received (exact-in) or maximum sold (exact-out) at the slippage tolerance. */
  limit: { kind: 'minimum-received' | 'maximum-sold'; symbol: string; raw: bigint; exact: string }
  lpFee: { symbol: string; raw: bigint; exact: string }
}

/** Summarises a trade for the confirm step: amounts, route, price, impact with its severity and band, limits, fee. */
export function summarizeTrade(trade: Trade, slippageBips: number, expertMode: boolean): TradeSummary {
  const { inputAmount, outputAmount } = trade
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, slippageBips)
  const { realizedLpFeeAmount, priceImpactWithoutFee } = computeTradePriceBreakdown(trade)
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const amount = (symbol: string, raw: bigint, decimals: number) => ({
    symbol,
    raw,
    exact: formatUnits(raw, decimals),
    display: formatSwapAmount(raw, decimals),
  })
  const [limitCurrency, limitRaw] = exactIn
    ? [outputAmount.currency, minimumAmountOut]
    : [inputAmount.currency, maximumAmountIn]
  return {
    tradeType: exactIn ? 'exact-in' : 'exact-out',
    route: [
      inputAmount.currency.symbol,
      ...trade.route.path.slice(1, -1).map((t) => t.symbol),
      outputAmount.currency.symbol,
    ],
    input: amount(inputAmount.currency.symbol, inputAmount.raw, inputAmount.currency.decimals),
    output: amount(outputAmount.currency.symbol, outputAmount.raw, outputAmount.currency.decimals),
    price: formatPrice(computeExecutionPrice(trade), 6),
    priceImpact: formatPriceImpact(priceImpactWithoutFee), // as the interface shows it: the fee is listed apart
    severity: priceImpactSeverity(priceImpactWithoutFee),
    confirmation: priceImpactConfirmation(priceImpactWithoutFee, { expertMode }),
    limit: {
      kind: exactIn ? 'minimum-received' : 'maximum-sold',
      symbol: limitCurrency.symbol,
      raw: limitRaw,
      exact: formatUnits(limitRaw, limitCurrency.decimals),
    },
    lpFee: {
      symbol: inputAmount.currency.symbol,
      raw: realizedLpFeeAmount,
      exact: formatUnits(realizedLpFeeAmount, inputAmount.currency.decimals),
    },
  }
}
