/**
 * A title tier's state in `get-season-data` (`nft{1,2}_state`): 0 not reached and nothing to claim, 1 reached in the
 * running season (claimable once it ends), 2 an earned title waiting to be claimed, 3 every earned title of the tier
 * claimed.
 */
export type TitleState = 0 | 1 | 2 | 3

/** What a title state means for the season panel and `fomo season status`. */
export type TitleStatus = 'notReached' | 'reached' | 'claimable' | 'claimed'

const STATUSES: readonly TitleStatus[] = ['notReached', 'reached', 'claimable', 'claimed']

/**
 * The status of a title state, and whether its claim button is live (only for an earned title waiting: spec section 4,
 * receive buttons are grey when there is nothing to receive).
 *
 * @example titleStatus(2) // { status: 'claimable', canClaim: true }
 */
export function titleStatus(state: TitleState): { status: TitleStatus; canClaim: boolean } {
  return { status: STATUSES[state] ?? 'notReached', canClaim: state === 2 }
}

/** A title state read from the API: 0–3, anything else (absent, a string, out of range) is 0. */
export function parseTitleState(value: unknown): TitleState {
  const state = Number(value)
  return state === 1 || state === 2 || state === 3 ? state : 0
}
