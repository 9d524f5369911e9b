import type { RewardCredit } from '../domain/rewards/RewardCredit'

/** What a revealed draw moved to the reward distributor: its prizes' credits may never sum past it. */
export interface RevealedDrawTotal {
  drawId: bigint
  token: string
  total: bigint
}

/** The bounty area's writes to the reward ledger (reward_credits, programme 'bounty'). */
export interface BountyCredits {
  /**
   * Writes `credits` in one transaction, each (programme, key, account, token) once: a credit already written is left
   * as it is, so writing the same list twice has no effect. Before committing, each draw's stored prize credits are
   * summed per token and must not exceed what `draws` says its reveal moved (a draw credited but not in `draws` counts
   * as 0); otherwise nothing is written. `at` is the indexed block the credits were derived at: a reorganisation that
   * rolls the chain back below it deletes them. Resolves the number of credits newly written.
   */
  write(
    chainId: number,
    credits: readonly RewardCredit[],
    draws: readonly RevealedDrawTotal[],
    at: number,
  ): Promise<number>
}

export const BountyCredits = Symbol.for('BountyCredits')
