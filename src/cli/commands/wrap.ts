import type { Command } from 'commander'
import { FomoError } from '../../domain/errors/FomoError'
import { Wallet } from '../../ports/Wallet'
import type { CliContext } from '../CliContext'
import { currencyBalance } from '../currencyBalance'
import { requireAmount } from '../requireAmount'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { sendWrap } from './swap'

/** `fomo wrap <amount>` and `fomo unwrap <amount>`: the native coin to its wrapped token and back, 1:1. */
export function registerWrapCommands(program: Command, context: CliContext): void {
  for (const direction of ['wrap', 'unwrap'] as const) {
    const command = program
      .command(direction)
      .description(
        direction === 'wrap' ? 'wrap the native coin (HT → WHT)' : 'unwrap the wrapped native coin (WHT → HT)',
      )
      .argument('<amount>', 'amount in whole coins, e.g. 1.5')
    addSignerOptions(command).action(async (amount: string, options: Record<string, unknown>) => {
      const { output } = context.config()
      const result = await context.withChain(signerOptionsOf(options), async (session) => {
        const { nativeCurrency } = session.config
        const from = direction === 'wrap' ? nativeCurrency : nativeCurrency.wrapped
        const parsed = requireAmount(amount, from)
        const account = await session.container.get<Wallet>(Wallet).address()
        const balance = await currencyBalance(session, account, from)
        if (balance !== undefined && balance < parsed.raw) {
          throw new FomoError(`Insufficient ${from.symbol} balance`, { details: { balance, amount: parsed.raw } })
        }
        return sendWrap(session, direction, parsed.raw)
      })
      output.result(result, () => output.line(`${direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.hash}`))
    })
  }
}
