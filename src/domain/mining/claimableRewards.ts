/**
 * What a voucher would pay now, per token: its cumulative total less what the distributor already paid (never
 * negative: an older, smaller voucher pays nothing). Duplicated tokens count once, at their first total.
 */
export function claimableRewards(
  tokens: readonly string[],
  totals: readonly bigint[],
  paid: (token: string) => bigint,
): Map<string, bigint> {
  const claimable = new Map<string, bigint>()
  tokens.forEach((token, i) => {
    const key = token.toLowerCase()
    if (claimable.has(key)) return
    const difference = (totals[i] ?? 0n) - paid(key)
    claimable.set(key, difference > 0n ? difference : 0n)
  })
  return claimable
}
