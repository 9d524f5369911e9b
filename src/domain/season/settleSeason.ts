/** A season's split: what each account is paid per token, and the rounding dust each token keeps. */
export interface SeasonSplit {
  /** token → account → wei, accounts in ascending address order; only accounts paid more than 0. */
  payouts: Map<string, Map<string, bigint>>
  /** token → the part of its fund paid to nobody (rounding dust, or the whole fund when nobody qualifies). */
  unpaid: Map<string, bigint>
}

/**
 * Splits each token of a season's `fund` among the accounts whose energy is at least `threshold`, pro rata to energy:
 * an account gets floor(fund × energy / total qualifying energy). The threshold callers use is the season's
 * `nft1Ask` (the adventurer title's ask: "courage threshold reached" is what the spec shows), and it must be
 * positive, so an account without energy is never paid. Every share rounds down, so the payouts of a token never
 * exceed its fund; the dust (less than one wei per qualifying account) stays unpaid, recorded in `unpaid`, and is
 * never handed to anyone, so no tie-break is needed. The result depends only on the set of (account, energy) pairs,
 * never on their order.
 *
 * @example settleSeason(new Map([['0xa…', 3n], ['0xb…', 1n]]), new Map([['0xt…', 10n]]), 1n) // 0xa… 7, 0xb… 2, dust 1
 */
export function settleSeason(
  energies: ReadonlyMap<string, bigint>,
  fund: ReadonlyMap<string, bigint>,
  threshold: bigint,
): SeasonSplit {
  if (threshold <= 0n) throw new RangeError(`settlement threshold ${threshold}: must be above 0 (the season's nft1Ask)`)
  const qualifying = [...energies].filter(([, energy]) => energy >= threshold).sort(([a], [b]) => (a < b ? -1 : 1))
  const total = qualifying.reduce((sum, [, energy]) => sum + energy, 0n)
  const payouts = new Map<string, Map<string, bigint>>()
  const unpaid = new Map<string, bigint>()
  for (const [token, amount] of [...fund].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const shares = new Map<string, bigint>()
    let paid = 0n
    for (const [account, energy] of qualifying) {
      const share = total === 0n ? 0n : (amount * energy) / total
      if (share === 0n) continue
      shares.set(account, share)
      paid += share
    }
    payouts.set(token, shares)
    unpaid.set(token, amount - paid)
  }
  return { payouts, unpaid }
}
