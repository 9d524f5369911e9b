import type { Command } from 'commander'
import type { SwapActionOrder } from '../../domain/swap/SwapAction'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import { deadlineOption } from '../deadlineOption'
import { FORCE_HINT } from '../forceHint'
import type { AccountInput } from '../parseAccountOption'
import { parseRecipientOption } from '../parseRecipientOption'
import { resolveRecipient } from '../resolveRecipient'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { slippageOption } from '../slippageOption'
import { printTradeSummary } from './quote'

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
 * `fomo swap <amount> <from> <to>`: the swap action (SwapAction) quotes it and runs every check in the spec's order,
 * then, once confirmed, approves the router when needed and sends the router method chosen by gas estimate. Nothing is
 * sent when a check fails.
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
    .option(
      '--force',
      'send the output even to a contract, where tokens are usually lost (never to the zero address, the router or a token of the trade)',
    )
  addSignerOptions(command).action(async (amount: string, from: string, to: string, options: SwapOptions) => {
    const { output } = context.config()
    const request = { amount, from, to, exactOut: options.exactOut === true }
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const signer = session.signer()
      const { account, services } = signer
      const recipient = options.recipient === undefined ? account : await resolveRecipient(session, options.recipient)
      const order: SwapActionOrder = {
        market: { config: session.config, tokens: session.tokens },
        migrator: session.record.contracts.migrator,
        request,
        account,
        recipient,
        slippageBips: options.slippage,
        expertMode: options.expert === true,
        recipientOverride: { force: options.force === true, hint: FORCE_HINT },
      }
      const prepared = await services.swapAction.prepare(order) // every check, before anything is sent
      if (prepared.kind === 'wrap') {
        const question = `${prepared.direction} ${prepared.quoted.amount.raw} wei?`
        await confirmInTerminal('plain', { yes: options.yes === true, expert: false, question })
      } else {
        const { summary } = prepared
        if (!output.json) printTradeSummary(output, summary, prepared.bypassed)
        await confirmInTerminal(summary.confirmation === 'typed-confirm' ? 'typed' : 'plain', {
          yes: options.yes === true,
          expert: options.expert === true,
          question: `Swap ${summary.input.exact} ${summary.input.symbol} for ${summary.output.exact} ${summary.output.symbol}?`,
        })
      }
      const sent = await services.swapAction.send(order, prepared, options.deadline)
      return prepared.kind === 'wrap'
        ? {
            wrap: { direction: prepared.direction, hash: sent.wrap!.hash },
            summary: undefined,
            approval: undefined,
            swap: undefined,
          }
        : { wrap: undefined, summary: prepared.summary, approval: sent.approval?.hash, swap: sent.swap }
    })
    output.result(result, () => {
      if (result.wrap)
        return output.line(`${result.wrap.direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.wrap.hash}`)
      if (result.approval) output.line(`Approved ${result.summary!.input.symbol}: ${result.approval}`)
      output.line(`Swapped: ${result.swap!.hash} (${result.swap!.methodName})`)
    })
  })
}
