import type { Command } from 'commander'
import type { CliContext } from '../CliContext'

/** What every subcommand of a group is built with: the context and the parent command (`fomo capital`, …). */
export interface CommandGroup {
  readonly context: CliContext
  readonly command: Command
}

/**
 * Adds the parent command `fomo <name>` and registers each of `subcommands` on it, in order; returns the parent.
 *
 * @example commandGroup(program, context, 'capital', 'the capital pool', [registerDeposit, registerWithdraw])
 */
export function commandGroup(
  program: Command,
  context: CliContext,
  name: string,
  description: string,
  subcommands: readonly ((group: CommandGroup) => void)[],
): Command {
  const group = { context, command: program.command(name).description(description) }
  for (const register of subcommands) register(group)
  return group.command
}
