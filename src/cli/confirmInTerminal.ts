import { createInterface } from 'node:readline/promises'
import { CancelledError } from '../domain/errors/CancelledError'
import { FomoError } from '../domain/errors/FomoError'

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
    throw new FomoError(
      kind === 'plain'
        ? 'Not a terminal: pass --yes to confirm without a prompt.'
        : 'The price impact needs the typed word "confirm": run in a terminal, or pass --yes --expert.',
    )
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
