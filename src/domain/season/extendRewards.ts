import type { TitleTier } from './awardTitles'
import type { TitleCounts } from './titlesHeldAt'

const BPS = 10_000n

/** A season's extend reward: tier → token → account → wei, and each token's part of the fund set aside for it. */
export interface ExtendRewards {
  payouts: Map<TitleTier, Map<string, Map<string, bigint>>>
  /** token → the fund taken out of the energy split (paid to holders, or their rounding dust). */
  reserved: Map<string, bigint>
}

/**
 * The extend reward of a season (spec §1: holders of earlier titles earn a share of later seasons): `extendRewardBps`
 * of each token's fund, floor(fund × bps / 10,000), is the pool. Half of it (rounded down) goes to the adventurer
 * titles (tier 1) held, the rest to the explorer titles (tier 2); each half is shared equally per title, so an account
 * holding two earlier adventurer titles gets two shares: floor(half × titles / all titles of the tier). A tier nobody
 * holds a title of takes nothing: its half stays in the energy split. Shares round down; a tier's dust (less than a wei
 * per holder) is reserved and paid to nobody, so the extend reward plus the energy split never exceed the fund.
 *
 * @example extendRewards(new Map([[aura, 1000n]]), 1_000, new Map([['0xa…', [1, 0]]])) // 0xa… 50 (tier 1), 950 left
 */
export function extendRewards(
  funds: ReadonlyMap<string, bigint>,
  extendRewardBps: number,
  held: ReadonlyMap<string, TitleCounts>,
): ExtendRewards {
  const payouts = new Map<TitleTier, Map<string, Map<string, bigint>>>([
    [1, new Map()],
    [2, new Map()],
  ])
  const reserved = new Map<string, bigint>()
  const holders = [...held].sort(([a], [b]) => (a < b ? -1 : 1))
  const totals = [0, 1].map((t) => BigInt(holders.reduce((sum, [, counts]) => sum + counts[t]!, 0)))
  for (const [token, fund] of [...funds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const pool = (fund * BigInt(extendRewardBps)) / BPS
    const halves = [pool / 2n, pool - pool / 2n]
    let set = 0n
    for (const tier of [1, 2] as const) {
      const total = totals[tier - 1]!
      const part = halves[tier - 1]!
      const shares = new Map<string, bigint>()
      payouts.get(tier)!.set(token, shares)
      if (total === 0n) continue
      set += part
      for (const [account, counts] of holders) {
        const share = (part * BigInt(counts[tier - 1]!)) / total
        if (share > 0n) shares.set(account, share)
      }
    }
    reserved.set(token, set)
  }
  return { payouts, reserved }
}
