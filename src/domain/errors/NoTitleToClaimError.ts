import type { TitleTier } from '../season/awardTitles'
import { FomoError } from './FomoError'

/** The account has no title of the tier earned in a settled season and not minted yet. */
export class NoTitleToClaimError extends FomoError {
  override readonly name = 'NoTitleToClaimError'

  constructor(
    readonly account: string,
    readonly tier: TitleTier,
  ) {
    const title = tier === 1 ? 'adventurer' : 'explorer'
    super(`No ${title} title to claim: none earned in a settled season, or all minted`, { details: { account, tier } })
  }
}
