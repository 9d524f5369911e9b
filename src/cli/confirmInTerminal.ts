import { createInterface } from 'node:readline/promises'
import { CancelledError } from '../domain/errors/CancelledError'
import { ConfirmationNeededError } from './errors/ConfirmationNeededError'

/**
 * Asks before sending, as the swap screen does: a plain y/N, or for a high price impact the typed word `confirm`.
 * `--yes` answers a plain confirm; a high-impact one without a terminal also needs `--expert`.
 */
export async function confirmInTerminal(
  kind: 'plain' | 'typed',
  options: { yes: boolean; expert: boolean; question: string },
): Promise<void> {
  if (options.yes && (kind === 'plain' || options.expert)) return
  if (!process.stdin.isTTY) {
    throw new ConfirmationNeededError(kind)
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer =
      kind === 'plain'
        ? await prompt.question(`${options.question} [y/N] `)
        : await prompt.question(`${options.question} The price impact is high: type "confirm" to go on: `)
    const accepted = kind === 'plain' ? /^y(es)?$/i.test(answer.trim()) : answer.trim() === 'confirm'
    if (!accepted) throw new CancelledError()
  } finally {
    prompt.close()
  }
}
