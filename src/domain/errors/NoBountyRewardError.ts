import { FomoError } from './FomoError'

/** Which of the bounty area's withdrawals found nothing: the LP extension, the promotion credits or the draws. */
export type BountyRewardKind = 'lpExt' | 'inviter' | 'top'

const NOTHING: Record<BountyRewardKind, string> = {
  lpExt: 'No LP extension reward to withdraw yet: it is credited per ended UTC day',
  inviter:
    'No promotion reward to withdraw yet: daily promotion is credited per ended UTC day, an invite task once received',
  top: 'No prize to withdraw: none of the revealed draws was won by this address',
}

/** A bounty withdrawal for an account with no credit of that kind: no voucher would pay anything. */
export class NoBountyRewardError extends FomoError {
  override readonly name = 'NoBountyRewardError'

  constructor(
    readonly account: string,
    readonly kind: BountyRewardKind,
  ) {
    super(NOTHING[kind], { details: { account, kind } })
  }
}
