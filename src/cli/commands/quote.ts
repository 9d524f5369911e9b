import type { Command } from 'commander'
import { InsufficientLiquidityError } from '../../domain/errors/InsufficientLiquidityError'
import { quoteSwap } from '../../domain/swap/quoteSwap'
import { summarizeTrade, type TradeSummary } from '../../domain/trade/summarizeTrade'
import type { CliContext } from '../CliContext'
import { WrapNotQuotableError } from '../errors/WrapNotQuotableError'
import type { Output } from '../output'
import { slippageOption } from '../slippageOption'

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
        const market = { config: session.config, tokens: session.tokens }
        const { input, output, wrap, trade, blockedBest } = await quoteSwap(session.ports.reads, market, request, false)
        if (wrap) throw new WrapNotQuotableError(input.symbol, output.symbol, wrap)
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
