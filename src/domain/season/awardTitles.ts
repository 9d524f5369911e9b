/** The title tiers: 1 the adventurer (energy ≥ nft1Ask), 2 the explorer (energy ≥ nft2Ask). */
export type TitleTier = 1 | 2

/**
 * The titles each account earned in a season: tier 1 when its energy is at least `nft1Ask`, and tier 2 as well when
 * it is at least `nft2Ask` (the contract keeps nft1Ask < nft2Ask, so an explorer holds both titles; each is claimed
 * once per account, season and tier). Accounts without a title are left out; ascending address order.
 *
 * @example awardTitles(new Map([['0xa…', 50n]]), 10n, 40n) // Map { '0xa…' => [1, 2] }
 */
export function awardTitles(
  energies: ReadonlyMap<string, bigint>,
  nft1Ask: bigint,
  nft2Ask: bigint,
): Map<string, TitleTier[]> {
  const titles = new Map<string, TitleTier[]>()
  for (const [account, energy] of [...energies].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const tiers: TitleTier[] = []
    if (energy >= nft1Ask) tiers.push(1)
    if (energy >= nft2Ask) tiers.push(2)
    if (tiers.length > 0) titles.set(account, tiers)
  }
  return titles
}
