import { FomoError } from './FomoError'

/** Approve was called outside NOT_APPROVED (already approved, pending or unknown): approve only when the state says so. */
export class ApprovalNotNeededError extends FomoError {
  override readonly name = 'ApprovalNotNeededError'

  constructor(state: string) {
    super('approve was called unnecessarily', { details: { state } })
  }
}
