import type { Command } from 'commander'
import { InputRejectedError } from '../../domain/errors/InputRejectedError'
import { PriceImpactTooHighError } from '../../domain/errors/PriceImpactTooHighError'
import { blockedRecipients } from '../../domain/swap/blockedRecipients'
import { swapInputError } from '../../domain/swap/swapInputError'
import { wrapDirection } from '../../domain/swap/wrapDirection'
import { computeSlippageAdjustedAmounts } from '../../domain/trade/computeSlippageAdjustedAmounts'
import { summarizeTrade } from '../../domain/trade/summarizeTrade'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import { currencyBalance } from '../currencyBalance'
import { deadlineOption } from '../deadlineOption'
import { FORCE_HINT } from '../forceHint'
import type { AccountInput } from '../parseAccountOption'
import { parseRecipientOption } from '../parseRecipientOption'
import { resolveRecipient } from '../resolveRecipient'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { slippageOption } from '../slippageOption'
import { type PreparedTrade, prepareTrade, printTradeSummary, type TradeRequest } from './quote'

/** `fomo swap`'s options, parsed: slippage in basis points, the deadline in seconds, the recipient by the address rule. */
interface SwapOptions extends SignerOptions {
  exactOut?: true
  slippage: number
  deadline: number
  recipient?: AccountInput
  yes?: true
  expert?: true
  force?: true
}

/**
 * `fomo swap <amount> <from> <to>`: quotes, checks the swap's inputs in the spec's order, approves the router when
 * needed, picks the router method by gas estimate and sends it. Nothing is sent when a check fails.
 */
export function registerSwapCommand(program: Command, context: CliContext): void {
  const command = program
    .command('swap')
    .description('swap tokens (or the native coin) along the best route; approves the router first when needed')
    .argument('<amount>', 'amount of <from> to sell (of <to> to buy with --exact-out)')
    .argument('<from>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'token symbol or address, or the native coin')
    .option('--exact-out', 'the amount is what to receive')
    .addOption(slippageOption())
    .addOption(deadlineOption('the swap expires'))
    .option(
      '--recipient <address or name>',
      'send the output to this address (or name) instead of the signer',
      parseRecipientOption,
    )
    .option('--yes', 'do not ask for confirmation (for scripts)')
    .option('--expert', 'allow a price impact above 15% (expert mode)')
    .option('--force', 'send the output even to the zero address or a contract, where tokens are usually lost')
  addSignerOptions(command).action(async (amount: string, from: string, to: string, options: SwapOptions) => {
    const { output } = context.config()
    const { slippage: slippageBips, deadline: deadlineSeconds } = options
    const request: TradeRequest = { amount, from, to, exactOut: options.exactOut === true }
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const signer = session.signer()
      const { account } = signer
      const prepared = await prepareTrade(session, request, options.expert === true) // amount and token errors come first (spec section 5)
      const recipient = options.recipient === undefined ? account : await resolveRecipient(session, options.recipient)
      await checkSwapInputs(session, account, prepared, recipient, slippageBips)
      const recipientOverride = { force: options.force === true, hint: FORCE_HINT }
      await signer.services.swap.requireSafeRecipient(session.config.chainId, recipient, account, recipientOverride)
      const direction = wrapDirection(prepared.input, prepared.output)
      if (direction) {
        await confirmInTerminal('plain', {
          yes: options.yes === true,
          expert: false,
          question: `${direction} ${prepared.amount.raw} wei?`,
        })
        const sent = await signer.services.swap.wrap({ config: session.config, direction, amount: prepared.amount })
        return {
          wrap: { direction, hash: sent.hash },
          summary: undefined,
          approval: undefined,
          swap: undefined,
        }
      }
      const trade = prepared.trade!
      const summary = summarizeTrade(trade, slippageBips, options.expert === true)
      const bypassed = prepared.blockedBest && summarizeTrade(prepared.blockedBest, slippageBips, false)
      if (!output.json) printTradeSummary(output, summary, bypassed)
      if (summary.confirmation === 'blocked') throw new PriceImpactTooHighError(summary.priceImpact)
      await confirmInTerminal(summary.confirmation === 'typed-confirm' ? 'typed' : 'plain', {
        yes: options.yes === true,
        expert: options.expert === true,
        question: `Swap ${summary.input.exact} ${summary.input.symbol} for ${summary.output.exact} ${summary.output.symbol}?`,
      })
      const maximumIn = computeSlippageAdjustedAmounts(trade, slippageBips).maximumAmountIn
      const approval = await signer.services.approval.approveIfNeeded({
        chainId: session.config.chainId,
        account,
        amount: { currency: trade.inputAmount.currency, raw: maximumIn },
        spender: session.config.routerAddress,
      })
      const swap = await signer.services.swap.swap({
        config: session.config,
        account,
        trade,
        recipient,
        slippageBips,
        deadlineSeconds,
        recipientOverride,
      })
      return { wrap: undefined, summary, approval: approval?.hash, swap }
    })
    output.result(result, () => {
      if (result.wrap)
        return output.line(`${result.wrap.direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.wrap.hash}`)
      if (result.approval) output.line(`Approved ${result.summary!.input.symbol}: ${result.approval}`)
      output.line(`Swapped: ${result.swap!.hash} (${result.swap!.methodName})`)
    })
  })
}

async function checkSwapInputs(
  session: ChainSession,
  account: string,
  prepared: PreparedTrade,
  recipient: string,
  slippageBips: number,
): Promise<void> {
  const { input, output, amount, trade } = prepared
  const inputBalance = await currencyBalance(session, account, input)
  const error = swapInputError({
    account,
    inputCurrency: input,
    outputCurrency: output,
    parsedAmount: amount,
    to: recipient,
    blockedRecipients: blockedRecipients(session.config, session.record.contracts.migrator),
    trade,
    slippageBips,
    inputBalance: inputBalance === undefined ? undefined : { currency: input, raw: inputBalance },
  })
  if (error) throw new InputRejectedError(error)
}
