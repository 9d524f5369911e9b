import { FomoError } from './FomoError'

/** The collection would revert as it stands, with the contract's reason; its reserved quota is asked back. */
export class BridgeTransferFailedError extends FomoError {
  override readonly name = 'BridgeTransferFailedError'

  constructor(reason: string) {
    super(`Transfer failed: ${reason}`, { details: { reason } })
  }
}
