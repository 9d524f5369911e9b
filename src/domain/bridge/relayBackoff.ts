/** How long the relayer waits after a failed send: from `baseMs`, doubling per attempt, at most `maxMs`. */
export interface RelayBackoff {
  readonly baseMs: number
  readonly maxMs: number
}

/**
 * The wait after the `attempts`-th failed send: baseMs x 2^(attempts - 1), capped at maxMs (1 s, 2 s, 4 s … 5 min
 * with the server's defaults).
 *
 * @example relayBackoff(3, { baseMs: 1_000, maxMs: 300_000 }) // 4_000
 */
export function relayBackoff(attempts: number, backoff: RelayBackoff): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30) // 2^30 x any sane base is past any cap
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent)
}
