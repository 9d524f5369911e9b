import { FomoError } from './FomoError'

/** No invite task has this id in the deployment's bounty terms. */
export class UnknownInviteTaskError extends FomoError {
  override readonly name = 'UnknownInviteTaskError'

  constructor(taskId: number) {
    super(`No invite task ${taskId}: use an id from the task list`, { details: { taskId } })
  }
}
