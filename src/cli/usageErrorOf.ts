import type { Command, CommanderError } from 'commander'
import { UsageError } from './errors/UsageError'

/**
 * The UsageError of commander's refusal of `argv` (the arguments after the script): its message on one line without
 * commander's `error: ` prefix, and the `--help` of the deepest command typed, found by walking `argv`'s words
 * (an option's value skipped) down the subcommands.
 *
 * @example usageErrorOf(program, refusal, ['mining', 'pledge', 'AURA/USDT', '1']).help // 'fomo mining pledge --help'
 */
export function usageErrorOf(program: Command, refusal: CommanderError, argv: readonly string[]): UsageError {
  const message = refusal.message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
  const path = [program]
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!
    const command = path.at(-1)!
    if (word === '--') break
    if (word.startsWith('-')) {
      const flag = word.split('=')[0]
      const option = [...path]
        .reverse()
        .flatMap((c) => c.options)
        .find((o) => o.long === flag || o.short === flag)
      if (option && (option.required || option.optional) && !word.includes('=')) i++ // its value
      continue
    }
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word))
    if (!sub) break // an argument, or the unknown command itself
    path.push(sub)
  }
  return new UsageError(message, `${path.map((c) => c.name()).join(' ')} --help`, refusal.code)
}
