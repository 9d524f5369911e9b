import { InviteTaskNotCompleteError } from '../errors/InviteTaskNotCompleteError'
import { UnknownInviteTaskError } from '../errors/UnknownInviteTaskError'
import type { RewardCredit } from '../rewards/RewardCredit'
import { BOUNTY_PROGRAMME } from './BountyTerms'
import type { InviteTaskState } from './inviteTasks'

/** The reward-ledger key of invite task `id`. */
export const inviteTaskKey = (id: number) => `bounty:invite-task:${id}`

/** The id of an invite-task credit's key, or undefined for any other key. */
export function inviteTaskIdOf(key: string): number | undefined {
  const match = /^bounty:invite-task:(\d+)$/.exec(key)
  return match ? Number(match[1]) : undefined
}

/**
 * The credit that receiving invite task `taskId` writes for `account` (`player-invite-task-succ`): the task's reward
 * under the key 'bounty:invite-task:<id>'. The ledger writes a (programme, key, account, token) once, so receiving a
 * task twice pays it once; the task need not be unreceived to ask.
 *
 * @throws UnknownInviteTaskError when no task has the id; InviteTaskNotCompleteError while it is ongoing.
 */
export function inviteTaskCredit(tasks: readonly InviteTaskState[], taskId: number, account: string): RewardCredit {
  const state = tasks.find(({ task }) => task.id === taskId)
  if (!state) throw new UnknownInviteTaskError(taskId)
  if (!state.complete) throw new InviteTaskNotCompleteError(taskId, state.missingFriends)
  return {
    programme: BOUNTY_PROGRAMME,
    key: inviteTaskKey(taskId),
    account: account.toLowerCase(),
    token: state.task.reward.token,
    amount: state.task.reward.amount,
  }
}
