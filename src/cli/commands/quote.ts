import type { Command } from 'commander'
import type { Currency } from '../../domain/currency/Currency'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import { findCurrency } from '../../domain/currency/findCurrency'
import { InsufficientLiquidityError } from '../../domain/errors/InsufficientLiquidityError'
import { parseSlippageInput } from '../../domain/settings/parseSlippageInput'
import { requireDistinctCurrencies } from '../../domain/swap/requireDistinctCurrencies'
import { wrapDirection } from '../../domain/swap/wrapDirection'
import { findBestTrade } from '../../domain/trade/findBestTrade'
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

/** A trade request as typed: `<amount> <from> <to>`, the amount on the output side with --exact-out. */
export interface TradeRequest {
  amount: string
  from: string
  to: string
  exactOut: boolean
}

/** A request resolved on a chain: its currencies, the typed amount, and the best trade (none without liquidity). */
export interface PreparedTrade {
  input: Currency
  output: Currency
  amount: CurrencyAmount
  trade: Trade | undefined
}

/**
 * Resolves a typed request on the session's chain and finds its best trade (reserves read in one multicall); a
 * wrap or unwrap (native ⇄ wrapped) has no trade.
 */
export async function prepareTrade(session: ChainSession, request: TradeRequest): Promise<PreparedTrade> {
  const native = session.config.nativeCurrency
  const input = findCurrency(request.from, session.tokens, native)
  const output = findCurrency(request.to, session.tokens, native)
  requireDistinctCurrencies(input, output)
  const amount = requireAmount(request.amount, request.exactOut ? output : input)
  if (wrapDirection(input, output)) return { input, output, amount, trade: undefined }
  const pairs = await loadPairs(session.config, session.tokens, session.ports.reads)
  const tradeType = request.exactOut ? TradeType.EXACT_OUTPUT : TradeType.EXACT_INPUT
  try {
    return {
      input,
      output,
      amount,
      trade: findBestTrade(new PairIndex(pairs), tradeType, amount, request.exactOut ? input : output),
    }
  } catch (error) {
    if (error instanceof InsufficientLiquidityError) return { input, output, amount, trade: undefined }
    throw error
  }
}

/** Prints a trade summary for people. */
export function printTradeSummary(output: Output, summary: TradeSummary): void {
  const limit = summary.limit.kind === 'minimum-received' ? 'Minimum received' : 'Maximum sold'
  output.line(`${summary.input.exact} ${summary.input.symbol} → ${summary.output.exact} ${summary.output.symbol}`)
  output.line(`  Route            ${summary.route.join(' → ')}`)
  output.line(`  Price            ${summary.price} ${summary.output.symbol} per ${summary.input.symbol}`)
  output.line(`  Price impact     ${summary.priceImpact} (severity ${summary.severity})`)
  output.line(`  ${limit.padEnd(16)} ${summary.limit.exact} ${summary.limit.symbol}`)
  output.line(`  LP fee           ${summary.lpFee.exact} ${summary.lpFee.symbol}`)
}

/** `fomo quote <amount> <from> <to>`: the best route, amounts, price impact and minimum received. */
export function registerQuoteCommand(program: Command, context: CliContext): void {
  program
    .command('quote')
    .description('quote a swap: the best route over up to 3 hops, amounts, price impact, minimum received')
    .argument('<amount>', 'amount of <from> to sell (of <to> to buy with --exact-out)')
    .argument('<from>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'token symbol or address, or the native coin')
    .option('--exact-out', 'the amount is what to receive')
    .option('--slippage <percent>', 'slippage tolerance in percent, below 50', '0.5')
    .action(async (amount: string, from: string, to: string, options: { exactOut?: boolean; slippage: string }) => {
      const { output } = context.config()
      const slippageBips = parseSlippageInput(options.slippage)
      const summary = await context.withChain(undefined, async (session) => {
        const { input, output, trade } = await prepareTrade(session, {
          amount,
          from,
          to,
          exactOut: options.exactOut === true,
        })
        const direction = wrapDirection(input, output)
        if (direction) throw new WrapNotQuotableError(input.symbol, output.symbol, direction)
        if (!trade) throw new InsufficientLiquidityError({ input: input.symbol, output: output.symbol })
        return summarizeTrade(trade, slippageBips, false)
      })
      output.result({ quote: summary }, () => printTradeSummary(output, summary))
    })
}
