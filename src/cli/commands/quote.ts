import type { Command } from 'commander'
import type { Currency } from '../../domain/currency/Currency'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import { findCurrency } from '../../domain/currency/findCurrency'
import { InsufficientLiquidityError } from '../../domain/errors/InsufficientLiquidityError'
import { requireDistinctCurrencies } from '../../domain/swap/requireDistinctCurrencies'
import { wrapDirection } from '../../domain/swap/wrapDirection'
import { findOfferedTrade } from '../../domain/trade/findOfferedTrade'
import { loadPairs } from '../../domain/trade/loadPairs'
import { PairIndex } from '../../domain/trade/PairIndex'
import { summarizeTrade, type TradeSummary } from '../../domain/trade/summarizeTrade'
import type { Trade } from '../../domain/trade/Trade'
import { TradeType } from '../../domain/trade/TradeType'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { WrapNotQuotableError } from '../errors/WrapNotQuotableError'
import type { Output } from '../output'
import { requireAmount } from '../requireAmount'
import { slippageOption } from '../slippageOption'

/** A trade request as typed: `<amount> <from> <to>`, the amount on the output side with --exact-out. */
export interface TradeRequest {
  amount: string
  from: string
  to: string
  exactOut: boolean
}

/**
 * A request resolved on a chain: its currencies, the typed amount, and the trade to offer (none without liquidity),
 * with the best-output trade it routes around when that one's price impact blocks it.
 */
export interface PreparedTrade {
  input: Currency
  output: Currency
  amount: CurrencyAmount
  trade: Trade | undefined
  blockedBest: Trade | undefined
}

/**
 * Resolves a typed request on the session's chain and finds the trade to offer (`findOfferedTrade`: the best route,
 * or the best one its price impact does not block outside expert mode; reserves read in one multicall); a wrap or
 * unwrap (native ⇄ wrapped) has no trade.
 */
export async function prepareTrade(
  session: ChainSession,
  request: TradeRequest,
  expertMode: boolean,
): Promise<PreparedTrade> {
  const native = session.config.nativeCurrency
  const input = findCurrency(request.from, session.tokens, native)
  const output = findCurrency(request.to, session.tokens, native)
  requireDistinctCurrencies(input, output)
  const amount = requireAmount(request.amount, request.exactOut ? output : input)
  const none = { input, output, amount, trade: undefined, blockedBest: undefined }
  if (wrapDirection(input, output)) return none
  const pairs = await loadPairs(session.config, session.tokens, session.ports.reads)
  const tradeType = request.exactOut ? TradeType.EXACT_OUTPUT : TradeType.EXACT_INPUT
  try {
    const other = request.exactOut ? input : output
    const offered = findOfferedTrade(new PairIndex(pairs), tradeType, amount, other, expertMode)
    return { input, output, amount, ...offered }
  } catch (error) {
    if (error instanceof InsufficientLiquidityError) return none
    throw error
  }
}

/** Prints a trade summary for people, after the blocked best-output route it routes around, if any. */
export function printTradeSummary(output: Output, summary: TradeSummary, blockedBest?: TradeSummary): void {
  if (blockedBest) {
    const quoted = (s: TradeSummary) => (s.tradeType === 'exact-in' ? s.output : s.input)
    const best = quoted(blockedBest)
    output.line(
      `Best price ${best.exact} ${best.symbol} via ${blockedBest.route.join(' → ')} is blocked: price impact ${blockedBest.priceImpact}`,
    )
    output.line('Routed around it:')
  }
  const limit = summary.limit.kind === 'minimum-received' ? 'Minimum received' : 'Maximum sold'
  output.line(`${summary.input.exact} ${summary.input.symbol} → ${summary.output.exact} ${summary.output.symbol}`)
  output.line(`  Route            ${summary.route.join(' → ')}`)
  output.line(`  Price            ${summary.price} ${summary.output.symbol} per ${summary.input.symbol}`)
  output.line(`  Price impact     ${summary.priceImpact} (severity ${summary.severity})`)
  output.line(`  ${limit.padEnd(16)} ${summary.limit.exact} ${summary.limit.symbol}`)
  output.line(`  LP fee           ${summary.lpFee.exact} ${summary.lpFee.symbol}`)
}

/**
 * `fomo quote <amount> <from> <to>`: the best route, amounts, price impact and minimum received; when the best route's
 * price impact blocks it, the best route that is not blocked, with the blocked one beside it (`bypassed`).
 */
export function registerQuoteCommand(program: Command, context: CliContext): void {
  program
    .command('quote')
    .description('quote a swap: the best route over up to 3 hops, amounts, price impact, minimum received')
    .argument('<amount>', 'amount of <from> to sell (of <to> to buy with --exact-out)')
    .argument('<from>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'token symbol or address, or the native coin')
    .option('--exact-out', 'the amount is what to receive')
    .addOption(slippageOption())
    .action(async (amount: string, from: string, to: string, options: { exactOut?: true; slippage: number }) => {
      const { output } = context.config()
      const slippageBips = options.slippage
      const { summary, bypassed } = await context.withChain(undefined, async (session) => {
        const request = { amount, from, to, exactOut: options.exactOut === true }
        const { input, output, trade, blockedBest } = await prepareTrade(session, request, false)
        const direction = wrapDirection(input, output)
        if (direction) throw new WrapNotQuotableError(input.symbol, output.symbol, direction)
        if (!trade) throw new InsufficientLiquidityError({ input: input.symbol, output: output.symbol })
        return {
          summary: summarizeTrade(trade, slippageBips, false),
          bypassed: blockedBest ? summarizeTrade(blockedBest, slippageBips, false) : undefined,
        }
      })
      output.result(bypassed ? { quote: summary, bypassed } : { quote: summary }, () =>
        printTradeSummary(output, summary, bypassed),
      )
    })
}
