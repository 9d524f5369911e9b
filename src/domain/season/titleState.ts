/**
 * A title tier's state on the season panel (`nft{1,2}_state` of get-season-data): 0 not reached in the running season
 * and nothing to claim, 1 reached in the running season (claimable once it ends and is settled), 2 a title of this
 * tier earned in a settled season and not minted yet, 3 every earned title of this tier minted. When several hold,
 * what the account can do comes first: 2 (claim now), then 1 (reached now), then 3.
 */
export type TitleState = 0 | 1 | 2 | 3

/**
 * The state of one tier from whether the running season's energy reaches its ask, the settled seasons the account
 * earned the tier in, and those of them whose title is minted.
 *
 * @example titleState({ reachedNow: true, earned: [1], minted: new Set([1]) }) // 1
 */
export function titleState(input: {
  reachedNow: boolean
  earned: readonly number[]
  minted: ReadonlySet<number>
}): TitleState {
  if (input.earned.some((season) => !input.minted.has(season))) return 2
  if (input.reachedNow) return 1
  return input.earned.length > 0 ? 3 : 0
}
