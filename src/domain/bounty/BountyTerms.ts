import type { GameType } from './GameRound'

/** The programme name of the bounty area's credits in the reward ledger. */
export const BOUNTY_PROGRAMME = 'bounty'

/** One invite task: complete at `invites` counted direct friends, paying `reward` once. */
export interface InviteTaskTerms {
  id: number
  invites: number
  reward: { token: string; amount: bigint }
}

/**
 * The bounty area's thresholds and shares, read from the deployment record's `bounty` block (see readBountyTerms):
 * tokens lowercase, wei as bigint, shares in basis points (10,000 = 1x).
 */
export interface BountyTerms {
  nodeTeam: number
  nodeDirectPeople: number
  nodeDirectBet: bigint
  /** The token whose bets weigh and count toward the node's direct bets. */
  betToken: string
  dailyPool: { token: string; amount: bigint }
  weights: Readonly<Record<GameType, number>>
  lpExtRewardBps: number
  /** By ascending `invites` (then id): the order the screen lists them. */
  inviteTasks: readonly InviteTaskTerms[]
}
