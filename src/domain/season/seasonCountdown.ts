/** Where a season's countdown stands: running with seconds left, ended, or unknown (no end time yet). */
export type SeasonCountdown =
  | { readonly phase: 'running'; readonly secondsLeft: number }
  | { readonly phase: 'ended' }
  | { readonly phase: 'none' }

/**
 * The live countdown to a season's fixed end (`end_time`, seconds since the epoch) at `nowMs`, or at the chain's time
 * (`chainTime`, seconds: the server's latest indexed block) when that is later — a chain whose clock was moved forward
 * (a devnet) ends its season by its own time. The end second itself counts as ended (the cut-off is fixed; spec
 * section 4).
 *
 * @example seasonCountdown(1_000, 999_500) // { phase: 'running', secondsLeft: 1 }
 */
export function seasonCountdown(
  endTime: number | null,
  nowMs: number,
  chainTime: number | null = null,
): SeasonCountdown {
  if (endTime === null) return { phase: 'none' }
  const secondsLeft = endTime - Math.max(Math.floor(nowMs / 1000), chainTime ?? 0)
  return secondsLeft > 0 ? { phase: 'running', secondsLeft } : { phase: 'ended' }
}
