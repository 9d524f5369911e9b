import { resolve } from 'node:path'
import { Command } from 'commander'
import type { Container } from 'inversify'
import { root } from '../../scripts/toolchain.mjs'
import type { CliContext } from './CliContext'
import { registerDevnetCommand } from './commands/devnet'
import { registerStatusCommand } from './commands/status'
import { createCliContainer } from './compositionRoot'
import { createOutput, reportError } from './output'

const program = new Command('fomo')
  .description('FomoSwap from the terminal: the devnet, and (as they land) quotes, swaps, liquidity and bridge runs')
  .option('--json', 'print one JSON document instead of human-readable text')
  .option(
    '--devnet-dir <dir>',
    'folder with the chain state and deployment records',
    process.env.FOMO_DEVNET_DIR ?? resolve(root, '.devnet'),
  )
  .showHelpAfterError()

let container: Container | undefined
const context: CliContext = {
  config: () => {
    const options = program.opts<{ json?: boolean; devnetDir: string }>()
    return { devnetDir: resolve(options.devnetDir), output: createOutput(options.json === true) }
  },
  container: () => {
    container ??= createCliContainer({ devnetDir: context.config().devnetDir })
    return container
  },
}

registerDevnetCommand(program, context)
registerStatusCommand(program, context)

try {
  await program.parseAsync(process.argv)
} catch (error) {
  reportError(error, program.opts().json === true)
}
