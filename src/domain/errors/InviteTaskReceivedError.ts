import { FomoError } from './FomoError'

/** An invite task whose reward was already received: a task pays once. */
export class InviteTaskReceivedError extends FomoError {
  override readonly name = 'InviteTaskReceivedError'

  constructor(taskId: number) {
    super(`Invite task ${taskId} was already received: a task pays once; claim its reward with the others`, {
      details: { taskId },
    })
  }
}
