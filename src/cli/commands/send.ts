import type { Command } from 'commander'
import { IERC20Minimal__factory } from '../../adapters/contracts/generated'
import { findCurrency } from '../../domain/currency/findCurrency'
import { FomoError } from '../../domain/errors/FomoError'
import { Wallet } from '../../ports/Wallet'
import type { CliContext } from '../CliContext'
import { currencyBalance } from '../currencyBalance'
import { requireAmount } from '../requireAmount'
import { resolveRecipient } from '../resolveRecipient'
import { sendTracked } from '../sendTracked'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

const erc20 = IERC20Minimal__factory.createInterface()

/** `fomo send <amount> <token> <to>`: transfers a token or the native coin to an address. */
export function registerSendCommand(program: Command, context: CliContext): void {
  const command = program
    .command('send')
    .description('send a token or the native coin to an address')
    .argument('<amount>', 'amount in whole tokens, e.g. 1.5')
    .argument('<token>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'recipient address or name')
  addSignerOptions(command).action(
    async (amount: string, token: string, to: string, options: Record<string, unknown>) => {
      const { output } = context.config()
      const result = await context.withChain(signerOptionsOf(options), async (session) => {
        const { nativeCurrency } = session.config
        const recipient = await resolveRecipient(session, to)
        const currency = findCurrency(token, session.tokens, nativeCurrency)
        const parsed = requireAmount(amount, currency)
        const account = await session.container.get<Wallet>(Wallet).address()
        const balance = await currencyBalance(session, account, currency)
        if (balance !== undefined && balance < parsed.raw)
          throw new FomoError(`Insufficient ${currency.symbol} balance`)
        const request =
          currency.kind === 'native'
            ? { to: recipient, value: parsed.raw }
            : { to: currency.address, data: erc20.encodeFunctionData('transfer', [recipient, parsed.raw]) }
        const receipt = await sendTracked(session, request, {
          summary: `Send ${amount} ${currency.symbol} to ${recipient}`,
        })
        return { hash: receipt.transactionHash, to: recipient, amount: parsed.raw, symbol: currency.symbol }
      })
      output.result(result, () => output.line(`Sent ${amount} ${result.symbol} to ${result.to}: ${result.hash}`))
    },
  )
}
