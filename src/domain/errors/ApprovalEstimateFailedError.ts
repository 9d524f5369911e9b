import { FomoError } from './FomoError'

/** Neither an unlimited nor an exact approval can be estimated (the token refuses approve): the approval cannot be sent. */
export class ApprovalEstimateFailedError extends FomoError {
  override readonly name = 'ApprovalEstimateFailedError'

  constructor(reason: string) {
    super('Authorize failed', { details: { reason } })
  }
}
