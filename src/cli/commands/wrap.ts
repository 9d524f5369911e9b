import type { Command } from 'commander'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { requireAmount } from '../requireAmount'
import { requireBalance } from '../requireBalance'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** `fomo wrap <amount>` and `fomo unwrap <amount>`: the native coin to its wrapped token and back, 1:1. */
export function registerWrapCommands(program: Command, context: CliContext): void {
  for (const direction of ['wrap', 'unwrap'] as const) {
    const command = program
      .command(direction)
      .description(
        direction === 'wrap' ? 'wrap the native coin (HT → WHT)' : 'unwrap the wrapped native coin (WHT → HT)',
      )
      .argument('<amount>', 'amount in whole coins, e.g. 1.5')
    addSignerOptions(command).action(async (amount: string, options: SignerOptions) => {
      const { output } = context.config()
      const result = await context.withChain(signerOptionsOf(options), async (session) => {
        const { nativeCurrency } = session.config
        const from = direction === 'wrap' ? nativeCurrency : nativeCurrency.wrapped
        const parsed = requireAmount(amount, from)
        const { account, services } = session.signer()
        await requireBalance(session, account, parsed)
        return services.swap.wrap({ config: session.config, direction, amount: parsed })
      })
      output.result(result, () => output.line(`${direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.hash}`))
    })
  }
}
