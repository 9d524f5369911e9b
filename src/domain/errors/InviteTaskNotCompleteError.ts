import { FomoError } from './FomoError'

/** An invite task is claimed before enough direct friends count toward it. */
export class InviteTaskNotCompleteError extends FomoError {
  override readonly name = 'InviteTaskNotCompleteError'

  constructor(taskId: number, missing: number) {
    super(`Invite task ${taskId} is not complete: ${missing} more direct friend(s) must play a game first`, {
      details: { taskId, missing },
    })
  }
}
