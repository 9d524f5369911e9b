const LIMIT = 200

/**
 * A failure in one short line for the log: ethers' `shortMessage` when it has one (its `message` carries the whole
 * request and transaction), else the message's first line, cut at 200 characters; never the stack.
 *
 * @example shortError(nonceTooLow) // 'nonce has already been used'
 */
export function shortError(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  const text = typeof short === 'string' ? short : error instanceof Error ? error.message : String(error)
  const line = text.split('\n')[0]!.trim()
  return line.length > LIMIT ? `${line.slice(0, LIMIT - 1)}…` : line
}
