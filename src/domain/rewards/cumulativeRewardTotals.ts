/**
 * The cumulative total each token's distributor voucher names: LP mining's `miningEarnings` plus the reward ledger's
 * credited `ledgerTotals` (every other programme), token by token, tokens lowercase.
 *
 * @example cumulativeRewardTotals(new Map([[aura, 5n]]), new Map([[aura, 2n], [usdt, 1n]])) // aura 7, usdt 1
 */
export function cumulativeRewardTotals(
  miningEarnings: ReadonlyMap<string, bigint>,
  ledgerTotals: ReadonlyMap<string, bigint>,
): Map<string, bigint> {
  const totals = new Map<string, bigint>()
  for (const source of [miningEarnings, ledgerTotals])
    for (const [token, amount] of source) {
      const key = token.toLowerCase()
      totals.set(key, (totals.get(key) ?? 0n) + amount)
    }
  return totals
}
