import type { TitleTier } from './awardTitles'

/** The seasons whose title of `tier` the account minted, from the indexed title claims. */
export function mintedSeasons(
  claims: readonly { account: string; number: number; tier: number }[],
  account: string,
  tier: TitleTier,
): Set<number> {
  const minted = new Set<number>()
  for (const claim of claims) if (claim.account === account && claim.tier === tier) minted.add(claim.number)
  return minted
}
