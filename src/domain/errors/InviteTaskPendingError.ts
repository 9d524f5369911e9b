import { FomoError } from './FomoError'

/** An invite task complete only in blocks not final yet: its reward can be received once they are. */
export class InviteTaskPendingError extends FomoError {
  override readonly name = 'InviteTaskPendingError'

  constructor(taskId: number) {
    super(
      `Invite task ${taskId} was completed in blocks that are not final yet: receive it once they are (a minute or two)`,
      { details: { taskId } },
    )
  }
}
