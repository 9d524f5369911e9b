import type { Command } from 'commander'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
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
        const { account, services } = session.signer()
        const order = { config: session.config, account, direction, amount }
        const prepared = await services.wrapAction.prepare(order) // every check, before anything is sent
        return services.wrapAction.send(order, prepared)
      })
      output.result(result, () => output.line(`${direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.hash}`))
    })
  }
}
