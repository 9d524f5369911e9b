import type { TitleClaimedEvent } from './SeasonEvent'

/** How many titles of each tier an account holds: [adventurer (tier 1), explorer (tier 2)]. */
export type TitleCounts = readonly [number, number]

/**
 * The titles of seasons before `season` each account holds at `endTime` (seconds, excluded): the claims minted in a
 * block before that time. Titles are soulbound, so a claim is held for good; a repeated (account, season, tier) —
 * which the contract refuses anyway — counts once. What season `season`'s extend reward is shared by.
 *
 * @example titlesHeldAt(claims, 3, endOf3) // Map { '0xa…' => [2, 1] }: 0xa… claimed two adventurer titles and one explorer
 */
export function titlesHeldAt(
  claims: readonly TitleClaimedEvent[],
  season: number,
  endTime: number,
): Map<string, TitleCounts> {
  const seen = new Set<string>()
  const held = new Map<string, [number, number]>()
  for (const claim of claims) {
    if (claim.number >= season || claim.time >= endTime) continue
    const id = `${claim.account}:${claim.number}:${claim.tier}`
    if (seen.has(id)) continue
    seen.add(id)
    const counts = held.get(claim.account) ?? [0, 0]
    counts[claim.tier - 1]! += 1
    held.set(claim.account, counts)
  }
  return held
}
