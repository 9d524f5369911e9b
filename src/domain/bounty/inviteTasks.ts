import type { BountyTerms, InviteTaskTerms } from './BountyTerms'
import { countedFriends } from './countedFriends'
import type { GameRound } from './GameRound'
import type { ReferralTree } from './ReferralTree'

/** An invite task as one account sees it. */
export interface InviteTaskState {
  task: InviteTaskTerms
  /** Enough direct friends count: its reward can be received. */
  complete: boolean
  /** Counted direct friends still missing (0 once complete). */
  missingFriends: number
  /** When the task was completed (the time its last needed friend started to count), if it is. */
  completedAt: number | undefined
  /** Its reward is in the reward ledger already (it pays once). */
  received: boolean
}

/**
 * The invite tasks of `account` (issue 15): a task of `invites` is complete once that many direct friends count
 * (countedFriends: bound, then played a recorded round). Counted friends are never uncounted, so a task moves only
 * forward, from ongoing to complete; `received` says whether its one credit is in the ledger (`received`
 * holds the ids of the account's invite-task credits: inviteTaskCredit).
 */
export function inviteTasks(
  tree: ReferralTree,
  rounds: ReadonlyMap<string, readonly GameRound[]>,
  account: string,
  terms: Pick<BountyTerms, 'inviteTasks'>,
  received: ReadonlySet<number> = new Set(),
): InviteTaskState[] {
  const direct = countedFriends(
    tree.teamOf(account).filter((member) => member.level === 1),
    rounds,
  )
  return terms.inviteTasks.map((task) => {
    const complete = direct.length >= task.invites
    return {
      task,
      complete,
      missingFriends: Math.max(0, task.invites - direct.length),
      completedAt: complete ? direct[task.invites - 1]!.countsFrom : undefined,
      received: received.has(task.id),
    }
  })
}
