import type { Command } from 'commander'
import { findCurrency } from '../../domain/currency/findCurrency'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { FORCE_HINT } from '../forceHint'
import type { AccountInput } from '../parseAccountOption'
import { parseRecipientOption } from '../parseRecipientOption'
import { resolveRecipient } from '../resolveRecipient'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** `fomo send <amount> <token> <to>`: transfers a token or the native coin to an address. */
export function registerSendCommand(program: Command, context: CliContext): void {
  const command = program
    .command('send')
    .description('send a token or the native coin to an address')
    .argument('<amount>', 'amount in whole tokens, e.g. 1.5')
    .argument('<token>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'recipient address or name', parseRecipientOption)
    .option('--force', 'send even to the zero address or a contract, where tokens are usually lost')
  addSignerOptions(command).action(
    async (amount: string, token: string, to: AccountInput, options: SignerOptions & { force?: true }) => {
      const { output } = context.config()
      const result = await context.withChain(signerOptionsOf(options), async (session) => {
        const { nativeCurrency } = session.config
        const recipient = await resolveRecipient(session, to)
        const currency = findCurrency(token, session.tokens, nativeCurrency)
        const { account, services } = session.signer()
        const order = {
          chainId: session.config.chainId,
          account,
          currency,
          amount,
          recipient,
          recipientOverride: { force: options.force === true, hint: FORCE_HINT },
        }
        const prepared = await services.sendAction.prepare(order) // every check, before anything is sent
        const sent = await services.sendAction.send(order, prepared)
        return { hash: sent.hash, to: recipient, amount: prepared.amount.raw, symbol: currency.symbol }
      })
      output.result(result, () => output.line(`Sent ${amount} ${result.symbol} to ${result.to}: ${result.hash}`))
    },
  )
}
